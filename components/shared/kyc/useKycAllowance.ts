import { skipToken } from '@reduxjs/toolkit/query';
import { useGetUserDetailQuery } from '@/store/api/accounts';
import { kycAllowance, type KycAllowance } from '@/utils/kyc/status';

export interface KycAllowanceState {
  /** Null until the account is loaded (or when it failed). */
  allowance: KycAllowance | null;
  isLoading: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * What an investor's KYC lets them do, for the dashboard and the fund page alike. The status comes with the
 * account (GET /user/detailnew/{id}).
 */
export function useKycAllowance(userId: string | null | undefined): KycAllowanceState {
  const detail = useGetUserDetailQuery(userId || skipToken);
  const status = detail.data?.kyc?.status;
  return {
    allowance: detail.data ? kycAllowance(status) : null,
    isLoading: detail.isLoading,
    error: detail.error,
    refetch: detail.refetch,
  };
}
