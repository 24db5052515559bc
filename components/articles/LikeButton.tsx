import Button from '@/components/ui/Button';
import type { ReactionKind } from '@/services/content.api';
import { authModalOpened } from '@/store/uiSlice';
import { useAppDispatch } from '@/store/hooks';
import { useLike } from './useReactions';
import { plural } from './format';
import styles from './Articles.module.scss';

export const LIKE_FAILED = 'Your like could not be saved. Please try again.';

export interface LikeButtonProps {
  kind: ReactionKind;
  id: string;
  likes: number;
  loggedIn: boolean;
}

/** Likes need a login: a visitor's click opens the login modal instead. */
export default function LikeButton({ kind, id, likes: initial, loggedIn }: LikeButtonProps) {
  const dispatch = useAppDispatch();
  const { likes, liked, busy, failed, like } = useLike(kind, id, initial);
  const onClick = () => (loggedIn ? void like() : dispatch(authModalOpened('login')));
  return (
    <>
      <Button variant={liked ? 'primary' : 'secondary'} size="sm" loading={busy} aria-pressed={liked} onClick={onClick}>
        {liked ? 'Liked' : 'Like'}
      </Button>
      <span aria-live="polite">{plural(likes, 'like')}</span>
      {failed && (
        <span role="alert" className={styles.error}>
          {LIKE_FAILED}
        </span>
      )}
    </>
  );
}
