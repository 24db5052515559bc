import { useRouter } from 'next/router';
import { useState } from 'react';
import { errorMessage } from '@/services/http/errors';
import { useLazyGetClientSelectionQuery } from '@/store/api/clients';
import { useAppDispatch } from '@/store/hooks';
import { clientSelected } from '@/store/portfolioSlice';
import { setSelectedClient } from '@/utils/storage';

/**
 * Choosing a client: the session keys are written from the server's answer (which also proves the advisor may act
 * for this client), never from the row on screen, and then the client's dashboard opens.
 */
export function useSelectClient() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const [fetchSelection] = useLazyGetClientSelectionQuery();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** `next`: where to go once the keys are written (the client's dashboard, or their KYC). */
  async function select(userId: string, next = '/dashboard/user') {
    setPending(userId);
    setError(null);
    try {
      const s = await fetchSelection(userId).unwrap();
      setSelectedClient({
        id: s.user_id,
        mobileNo: s.mobile_no,
        name: s.name,
        kycId: s.kyc_id,
        kycVerified: s.kyc_verified,
        pan: s.pan,
        dob: s.dob,
        fdMobileNumber: s.fd_mobile_number,
      });
      dispatch(clientSelected({ user_id: s.user_id, name: s.name, mobile_no: s.mobile_no }));
      await router.push(next);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setPending(null);
    }
  }

  return { select, pending, error };
}
