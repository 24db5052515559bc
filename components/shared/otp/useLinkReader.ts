import { useRouter } from 'next/router';
import { useEffect, useSyncExternalStore } from 'react';
import { loginPathFor } from '@/components/shared/nextPath';
import { isLoggedIn, readLocal } from '@/utils/storage';

const noSubscription = () => () => undefined;
/** The logged-in person's id; null when logged out. An advisor is answered too (the backend refuses them). */
const ownId = () => (isLoggedIn() ? (readLocal('user_id') ?? readLocal('expertUserId') ?? '') : null);

/**
 * Who opens a link an advisor texted (a health insurance plan, a KYC to confirm): their id once storage is read
 * (undefined before), or null while logged out, when the page is left for the investor login, which comes back here.
 */
export function useLinkReader(): string | null | undefined {
  const router = useRouter();
  const userId = useSyncExternalStore(noSubscription, ownId, () => undefined);
  useEffect(() => {
    if (userId === null) void router.replace(loginPathFor('user', router.asPath));
  }, [userId, router]);
  return userId;
}
