import dynamic from 'next/dynamic';
import { withStore } from '@/components/app/StoreProvider';
import { useAppSelector } from '@/store/hooks';
import { selectAuthModal, selectExpertAuthModal, selectExpertClaim } from '@/store/uiSlice';
import LoginRequestRedirect from './LoginRequestRedirect';

// The modals (forms, validation schemas) load only when one is opened, so they stay out of every page's
// first-load JavaScript. Closing unmounts them; their state lives in the ui and auth slices.
const AuthModal = dynamic(() => import('./AuthModal'), { ssr: false });
const ExpertAuthModal = dynamic(() => import('./ExpertAuthModal'), { ssr: false });
const ExpertClaimModal = dynamic(() => import('./ExpertClaimModal'), { ssr: false });

/**
 * Everything login-related that any page can trigger through the ui slice: the auth modal, the
 * expert auth and claim modals, and the outside-triggered login flags. Rendered once, by _app, as soon as a page
 * or widget has loaded the store (only they can open these).
 */
function AuthModalHost() {
  const authOpen = useAppSelector(selectAuthModal).open;
  const expertOpen = useAppSelector(selectExpertAuthModal);
  const claimOpen = useAppSelector(selectExpertClaim).open;
  return (
    <>
      {authOpen && <AuthModal />}
      {expertOpen && <ExpertAuthModal />}
      {claimOpen && <ExpertClaimModal />}
      <LoginRequestRedirect />
    </>
  );
}

export default withStore(AuthModalHost);
