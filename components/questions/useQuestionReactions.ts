// The view of a question and the likes of its answers. A view is sent once per page visit; a like counts only
// when the answer's status is 'success'. Anything else flags the like error with the question
// id and the answer id in the content slice, and the flag is cleared after LIKE_ERROR_MS.
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, statusOf } from '@/services/http/errors';
import { likeErrorsExpired, likeFailed, selectAnswerLikeFailed } from '@/store/contentSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadQuestionsApi } from './questionsApi';

export const LIKE_ERROR_MS = 4000;
export const LIKE_FAILED = 'Your like could not be saved. Please try again.';

/** PUT add view once for each question opened in this visit (React's development double effects included). */
export function useQuestionView(questionId: string): void {
  const dispatch = useAppDispatch();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === questionId) return;
    sent.current = questionId;
    // A view that was not counted changes nothing on screen: failures are only logged.
    loadQuestionsApi()
      .then(({ addQuestionView }) => dispatch(addQuestionView.initiate(questionId, { track: false })).unwrap())
      .catch((error: unknown) => console.error('View could not be counted:', statusOf(error) ?? String(error)));
  }, [dispatch, questionId]);
}

export interface AnswerLike {
  likes: number;
  liked: boolean;
  busy: boolean;
  /** The slice's like error names this answer. */
  failed: boolean;
  message: string;
  like: () => Promise<void>;
}

export function useAnswerLike(questionId: string, answerId: string, initialLikes: number): AnswerLike {
  const dispatch = useAppDispatch();
  const failed = useAppSelector((s) => selectAnswerLikeFailed(s, questionId, answerId));
  const [likes, setLikes] = useState(initialLikes);
  const [liked, setLiked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState(LIKE_FAILED);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const like = useCallback(async () => {
    setBusy(true);
    let problem: string | null = LIKE_FAILED;
    try {
      const { likeAnswer } = await loadQuestionsApi();
      const answer = await dispatch(likeAnswer.initiate(answerId, { track: false })).unwrap();
      const count = answer.data?.Attributes?.likes;
      if (answer.status === 'success') {
        problem = null;
        if (typeof count === 'number') setLikes(count);
        setLiked(true);
      } else if (answer.message) problem = answer.message;
    } catch (error) {
      problem = errorMessage(error, LIKE_FAILED);
    } finally {
      setBusy(false);
    }
    if (!problem) return;
    setMessage(problem);
    dispatch(likeFailed({ kind: 'answer', questionId, answerId }));
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => dispatch(likeErrorsExpired()), LIKE_ERROR_MS);
  }, [dispatch, questionId, answerId]);

  return { likes, liked, busy, failed, message, like };
}
