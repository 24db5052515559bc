import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import Button from '@/components/ui/Button';
import { useAppDispatch } from '@/store/hooks';
import { authModalOpened } from '@/store/uiSlice';
import styles from './Questions.module.scss';

/** In place of a form for visitors: the login modal, or the login page that brings them back here. */
export default function LoginPrompt({ action }: { action: string }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const next = router?.asPath && router.asPath !== '/' ? `?next=${encodeURIComponent(router.asPath)}` : '';
  return (
    <div className={styles.prompt}>
      <p>Log in to {action}.</p>
      <Button size="sm" onClick={() => dispatch(authModalOpened('login'))}>
        Log in
      </Button>
      <Link href={`/account/user${next}`}>or open the login page</Link>
    </div>
  );
}
