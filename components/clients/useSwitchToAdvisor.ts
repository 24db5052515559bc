import { useRouter } from 'next/router';
import { useState } from 'react';
import { expertChosen } from '@/store/agentsThunks';
import { useAppDispatch } from '@/store/hooks';

export const SWITCH_FAILED = 'The expert could not be opened. Please try again.';

/**
 * A relationship manager switches the session to one of their advisors (POST /clients/act-as-expert) and lands on
 * that advisor's dashboard. `switching` is the advisor on the way; `failure` what the server said when it refused.
 */
export function useSwitchToAdvisor() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const [switching, setSwitching] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function switchTo(expertId: string) {
    setSwitching(expertId);
    setFailure(null);
    const result = await dispatch(expertChosen(expertId));
    if (expertChosen.fulfilled.match(result)) {
      await router.replace('/dashboard/expert');
      return;
    }
    setFailure(result.payload ?? SWITCH_FAILED);
    setSwitching(null);
  }

  return { switchTo, switching, failure };
}
