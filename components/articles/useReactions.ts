// View and like of an article or a video. A view is sent once per page load; a like counts only when the answer's
// status is 'success'. A failed like flags the item in the content slice and the flag is cleared
// after LIKE_ERROR_MS, so the message goes away on its own.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactionKind } from '@/services/content.api';
import { statusOf } from '@/services/http/errors';
import { likeErrorsExpired, likeFailed, selectLikeFailed } from '@/store/contentSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadContentApi } from './contentApi';

export const LIKE_ERROR_MS = 3000;

/** PUT add view, once for each item shown in this page load (React's development double effects included). */
export function useCountView(kind: ReactionKind, id: string | null | undefined): void {
  const dispatch = useAppDispatch();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!id || sent.current === id) return;
    sent.current = id;
    // A view that was not counted changes nothing on screen: failures are only logged.
    loadContentApi()
      .then(({ addView }) => dispatch(addView.initiate({ kind, id }, { track: false })).unwrap())
      .catch((error: unknown) => console.error('View could not be counted:', statusOf(error) ?? String(error)));
  }, [dispatch, kind, id]);
}

export interface LikeState {
  likes: number;
  liked: boolean;
  busy: boolean;
  /** True while the content slice holds a like error for this item. */
  failed: boolean;
  like: () => Promise<void>;
}

export function useLike(kind: ReactionKind, id: string, initialLikes: number): LikeState {
  const dispatch = useAppDispatch();
  const failed = useAppSelector((s) => selectLikeFailed(s, kind, id));
  const [likes, setLikes] = useState(initialLikes);
  const [liked, setLiked] = useState(false);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const like = useCallback(async () => {
    setBusy(true);
    let ok = false;
    try {
      const { addLike } = await loadContentApi();
      const answer = await dispatch(addLike.initiate({ kind, id }, { track: false })).unwrap();
      if (answer.status === 'success') {
        ok = true;
        const count = answer.data?.Attributes?.likes;
        if (typeof count === 'number') setLikes(count);
        setLiked(true);
      }
    } catch (error) {
      console.error('Like failed:', statusOf(error) ?? String(error));
    } finally {
      setBusy(false);
    }
    if (ok) return;
    dispatch(likeFailed({ kind, id }));
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => dispatch(likeErrorsExpired()), LIKE_ERROR_MS);
  }, [dispatch, kind, id]);

  return { likes, liked, busy, failed, like };
}
