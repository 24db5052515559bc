import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { loginPathFor } from '@/components/shared/nextPath';
import { useSession } from '@/components/layout/useSession';
import Button from '@/components/ui/Button';
import type { CommentItem, ReactionKind } from '@/services/content.api';
import { DEFAULT_ERROR_MESSAGE, errorMessage } from '@/services/http/errors';
import { authModalOpened } from '@/store/uiSlice';
import { useAppDispatch } from '@/store/hooks';
import { readLocal } from '@/utils/storage';
import { loadContentApi } from './contentApi';
import CommentEntry from './CommentEntry';
import CommentForm from './CommentForm';
import { CommentRefused } from './commentRules';
import styles from './Articles.module.scss';

export const LOGIN_TO_COMMENT = 'Log in to join the discussion. Comments are open to registered investors and ZF experts.';
export const COMMENT_ADDED = 'Your comment was added.';

export interface CommentsProps {
  kind: ReactionKind;
  targetId: string;
  initial: CommentItem[];
  /** Videos read the comments again from GET video /{id}/{locale} after posting a comment. */
  reload?: () => Promise<CommentItem[] | null>;
}

/** The person's users.id (comments name their author by it): experts keep theirs apart from the expert id. */
function ownUserId(role: string | null): string | null {
  return role === 'expert' ? readLocal('expertUserId') : readLocal('user_id');
}

function ensureSuccess<T extends { status: string; message?: string }>(answer: T): T {
  if (answer.status !== 'success') throw new CommentRefused(answer.message || DEFAULT_ERROR_MESSAGE);
  return answer;
}

export default function Comments({ kind, targetId, initial, reload }: CommentsProps) {
  const session = useSession();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const [comments, setComments] = useState(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const me = session.loggedIn ? ownUserId(session.role) : null;

  /** One comment request through the data layer (loaded with the first one). */
  async function send<T>(request: (endpoints: Awaited<ReturnType<typeof loadContentApi>>) => Promise<T>) {
    return request(await loadContentApi());
  }

  async function post(text: string) {
    const answer = ensureSuccess(
      await send((e) => dispatch(e.addComment.initiate({ kind, id: targetId, comment: text }, { track: false })).unwrap()),
    );
    const list = reload ? await reload() : answer.data?.Attributes?.comments;
    if (list) setComments(list);
    setNotice(COMMENT_ADDED);
  }

  async function edit(id: string, text: string) {
    const answer = ensureSuccess(
      await send((e) => dispatch(e.editComment.initiate({ kind, id, comment: text }, { track: false })).unwrap()),
    );
    setComments((list) => list.map((c) => (c.id === id ? { ...c, comment: answer.data.comment } : c)));
  }

  async function remove(id: string) {
    try {
      ensureSuccess(await send((e) => dispatch(e.deleteComment.initiate({ kind, id }, { track: false })).unwrap()));
      setComments((list) => list.filter((c) => c.id !== id));
      setNotice('Your comment was deleted.');
    } catch (failure) {
      setNotice(failure instanceof CommentRefused ? failure.message : errorMessage(failure));
    }
  }

  return (
    <section className={styles.section} aria-labelledby={`comments-${targetId}`}>
      <h2 id={`comments-${targetId}`}>Comments ({comments.length})</h2>
      {session.loggedIn ? (
        <CommentForm label="Add a comment" submitLabel="Post comment" onSubmit={post} />
      ) : (
        <div className={styles.loginPrompt}>
          <p>{LOGIN_TO_COMMENT}</p>
          <Button size="sm" onClick={() => dispatch(authModalOpened('login'))}>
            Log in to comment
          </Button>
          <Link href={loginPathFor('user', router.asPath)}>Go to the login page</Link>
        </div>
      )}
      <p role="status">{notice}</p>
      {comments.length === 0 ? (
        <p>No comments yet. Be the first to share a thought.</p>
      ) : (
        <ul className={styles.comments}>
          {comments.map((c) => (
            <CommentEntry
              key={c.id}
              comment={c}
              own={Boolean(me && c.user_id === me)}
              onEdit={(text) => edit(c.id, text)}
              onDelete={() => remove(c.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
