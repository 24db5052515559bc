import AuthModal from './AuthModal';
import ExpertAuthModal from './ExpertAuthModal';
import ExpertClaimModal from './ExpertClaimModal';
import LoginRequestRedirect from './LoginRequestRedirect';

/**
 * Everything login-related that any page can trigger through the ui slice: the auth modal, the
 * expert auth and claim modals, and the outside-triggered login flags. Rendered once, in _app.
 */
export default function AuthModalHost() {
  return (
    <>
      <AuthModal />
      <ExpertAuthModal />
      <ExpertClaimModal />
      <LoginRequestRedirect />
    </>
  );
}
