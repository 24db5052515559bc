import SeoHead from '@/components/seo/SeoHead';
import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { expertClaimOpened, type AuthModalVariant } from '@/store/uiSlice';
import AuthForm from './AuthForm';
import { landingPath, safeNextPath } from '@/components/shared/nextPath';
import type { Audience } from './useAuthFlow';
import TokenLoginPrompt from './TokenLoginPrompt';
import { useTokenLogin } from './useTokenLogin';
import styles from './Auth.module.scss';

const COPY: Record<Audience, { title: string; lead: string; points: string[]; other: string }> = {
  user: {
    title: 'Log in to ZF',
    lead: 'Use your mobile number. We send a one-time password (OTP) by SMS; there is no password to remember.',
    points: [
      'See your mutual fund portfolio and KYC status',
      'Invest in funds, fixed deposits and gold',
      'New here? Sign up with your full name and mobile number',
    ],
    other: 'Are you a ZF expert or mutual fund distributor?',
  },
  expert: {
    title: 'Expert login',
    lead: 'ZF experts and mutual fund distributors log in with their registered mobile number and a one-time password.',
    points: [
      'Your clients, their portfolios and carts in one place',
      'Commissions, analytics and the Pro Zone',
      'New expert? Sign up, then add your ARN to your profile',
    ],
    other: 'Investing for yourself?',
  },
};

/** The login page of /account/user and /account/expert: heading, explanation and the form inline. */
export default function AccountLogin({ audience }: { audience: Audience }) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const [variant, setVariant] = useState<AuthModalVariant>('login');
  const next = router.query?.next;
  const copy = COPY[audience];

  const goOn = useCallback(
    (role: string) => router.replace(landingPath(role, next)),
    [router, next],
  );
  const tokenLogin = useTokenLogin(goOn);

  const safeNext = safeNextPath(next);
  const otherBase = audience === 'expert' ? '/account/user' : '/account/expert';
  const otherHref = safeNext ? `${otherBase}?next=${encodeURIComponent(safeNext)}` : otherBase;

  return (
    <>
      {/* Canonical and Open Graph for a shared login link; robots.txt keeps /account out of search. */}
      <SeoHead title={`${copy.title} | ZF`} description={copy.lead} path={`/account/${audience}`} jsonLd={[]} />
      <div className={styles.page}>
        <section className={styles.intro}>
          <h1>{copy.title}</h1>
          <p>{copy.lead}</p>
          <ul>
            {copy.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </section>
        <section className={styles.card} aria-labelledby={`${audience}-auth-heading`}>
          <h2 id={`${audience}-auth-heading`}>
            {variant === 'login' ? 'Log in with OTP' : 'Create your account'}
          </h2>
          {tokenLogin.working && <p role="status">Logging you in…</p>}
          {tokenLogin.holder && (
            <TokenLoginPrompt
              holder={tokenLogin.holder}
              onContinue={() => void tokenLogin.confirm()}
              onDecline={tokenLogin.decline}
            />
          )}
          {tokenLogin.error && (
            <p role="alert" className={styles.error}>
              {tokenLogin.error}
            </p>
          )}
          <AuthForm
            audience={audience}
            variant={variant}
            onVariantChange={setVariant}
            onLoggedIn={goOn}
            navigates
          />
          <p className={styles.aside}>
            {copy.other}{' '}
            <Link href={otherHref}>
              {audience === 'expert' ? 'Investor login' : 'Expert login'}
            </Link>
          </p>
          {audience === 'expert' && (
            <p className={styles.aside}>
              Already listed in our expert directory?{' '}
              <button
                type="button"
                className={styles.inlineLink}
                onClick={() => dispatch(expertClaimOpened())}
              >
                Claim your profile
              </button>
            </p>
          )}
        </section>
      </div>
    </>
  );
}
