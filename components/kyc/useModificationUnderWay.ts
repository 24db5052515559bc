import { useRouter } from 'next/router';
import { getUserFlag } from '@/utils/storage';

/**
 * The declarations page hosts the KYC modification: asked for (?upgrade=1), just back from a provider, or started
 * earlier in this browser. Then a finished KYC's step must not send the person on to the fund list.
 */
export function useModificationUnderWay(userId: string | null): boolean {
  const { query } = useRouter();
  if (!userId) return false;
  return (
    query.upgrade === '1' ||
    query.digilocker !== undefined ||
    query.esign !== undefined ||
    getUserFlag('KYC_MODIFICATION_STARTED', userId)
  );
}
