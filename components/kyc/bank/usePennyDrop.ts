import { useState } from 'react';
import { errorMessage } from '@/services/http/errors';
import type { BankAccount } from '@/services/kyc.types';
import { useGetPennyDropResultMutation, useStartPennyDropMutation } from '@/store/api/kyc';

/** How often and how long to ask the bank's answer while it is pending. */
export const PENNY_DROP_POLL = { attempts: 6, delayMs: 1500 };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The penny drop of one account: start it (POST /cart/v2/pennyDrop), then ask for the answer
 * (POST /cart/v2/pennyDropResponse) until the bank has given one.
 */
export function usePennyDrop(userId: string) {
  const [startDrop] = useStartPennyDropMutation();
  const [askResult] = useGetPennyDropResultMutation();
  const [checking, setChecking] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function verify(bankAccountId: string): Promise<BankAccount | null> {
    setChecking(bankAccountId);
    setError(null);
    try {
      const { reference } = await startDrop({ userId, bankAccountId }).unwrap();
      let answer = await askResult({ userId, reference }).unwrap();
      for (let i = 1; answer.penny_drop_status === 'pending' && i < PENNY_DROP_POLL.attempts; i += 1) {
        await pause(PENNY_DROP_POLL.delayMs);
        answer = await askResult({ userId, reference }).unwrap();
      }
      return answer;
    } catch (failure) {
      setError(errorMessage(failure));
      return null;
    } finally {
      setChecking(null);
    }
  }

  return { verify, checking, error };
}
