import { skipToken } from '@reduxjs/toolkit/query';
import { useGetUserDetailQuery } from '@/store/api/accounts';
import { useGetKycDetailsQuery } from '@/store/api/kyc';
import { kycAllowance, normaliseKycStatus, type KycAllowance } from '@/utils/kyc/status';

export interface KycAllowanceState {
  /** Null until the account is loaded (or when it failed). */
  allowance: KycAllowance | null;
  isLoading: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * What an investor's KYC lets them do, for the dashboard and the fund page alike. The status comes with the
 * account (GET /user/detailnew/{id}); a KYC on hold also reads the KYC record (GET /kyc/kycdetails/{id}) for the
 * KRA's reason, which the account does not carry. Until that answer arrives the hold is explained in general terms.
 */
export function useKycAllowance(userId: string | null | undefined): KycAllowanceState {
  const detail = useGetUserDetailQuery(userId || skipToken);
  const status = detail.data?.kyc?.status;
  const onHold = normaliseKycStatus(status) === 'on_hold';
  const record = useGetKycDetailsQuery(onHold && userId ? { userId } : skipToken);
  const holdReason = record.data?.data?.hold_reason ?? null;
  return {
    allowance: detail.data ? kycAllowance(status, holdReason) : null,
    isLoading: detail.isLoading,
    error: detail.error,
    refetch: detail.refetch,
  };
}
