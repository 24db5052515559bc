import Link from '@/components/ui/Link';
import { useState } from 'react';
import RegisteredAdvisorBadge from '@/components/shared/RegisteredAdvisorBadge';
import UserText from '@/components/shared/UserText';
import { profilePath } from '@/components/shared/profilePaths';
import Badge from '@/components/ui/Badge';
import Button from '@/components/ui/Button';
import type { Answer, AnswerComment } from '@/services/questions.api';
import { useAppDispatch } from '@/store/hooks';
import { authModalOpened } from '@/store/uiSlice';
import { commentTextSchema } from '@/utils/validation';
import { displayName, formatDate, plural } from './format';
import { loadQuestionsApi } from './questionsApi';
import TextForm from './TextForm';
import { useAnswerLike } from './useQuestionReactions';
import styles from './Questions.module.scss';

export interface AnswerItemProps {
  questionId: string;
  answer: Answer;
  loggedIn: boolean;
}

/** One answer: who wrote it (an expert with ARN and the registered-advisor badge), the text, likes, comments. */
export default function AnswerItem({ questionId, answer, loggedIn }: AnswerItemProps) {
  const dispatch = useAppDispatch();
  const { likes, liked, busy, failed, message, like } = useAnswerLike(questionId, answer.id, answer.likes);
  const [comments, setComments] = useState<AnswerComment[]>(answer.comments);
  const [commenting, setCommenting] = useState(false);
  const expert = answer.expert;
  const login = () => dispatch(authModalOpened('login'));

  return (
    <li id={`answer-${answer.id}`} className={styles.answer}>
      <div className={styles.byline}>
        {answer.author ? <Link href={profilePath(answer.author)}>{displayName(answer.author.name)}</Link> : <span>{displayName(null)}</span>}
        {expert && <Badge tone="accent">Expert{expert.arn_code ? ` · ARN-${expert.arn_code}` : ''}</Badge>}
        {expert && <RegisteredAdvisorBadge advisor={expert} />}
      </div>
      <UserText text={answer.answer} />
      <div className={styles.actions}>
        <Button variant={liked ? 'primary' : 'secondary'} size="sm" loading={busy} aria-pressed={liked} onClick={() => (loggedIn ? void like() : login())}>
          {liked ? 'Liked' : 'Like'}
        </Button>
        <span aria-live="polite">{plural(likes, 'like')}</span>
        {answer.created_at && <time dateTime={answer.created_at}>{formatDate(answer.created_at)}</time>}
        {failed && (
          <span role="alert" className={styles.error}>
            {message}
          </span>
        )}
      </div>
      {comments.length > 0 && (
        <ul className={styles.comments} aria-label="Comments">
          {comments.map((c) => (
            <li key={c.id}>
              <span className={styles.commentAuthor}>{displayName(c.author?.name)}</span>
              <UserText text={c.comment} />
            </li>
          ))}
        </ul>
      )}
      {!loggedIn ? (
        <Button variant="text" size="sm" onClick={login}>
          Log in to comment
        </Button>
      ) : commenting ? (
        <TextForm
          label="Your comment"
          submitLabel="Comment"
          rows={2}
          schema={commentTextSchema}
          onSubmit={async (text) => {
            const { commentOnAnswer } = await loadQuestionsApi();
            const saved = await dispatch(commentOnAnswer.initiate({ answerId: answer.id, comment: text }, { track: false })).unwrap();
            setComments((list) => [...list, saved.data.comment]);
            setCommenting(false);
          }}
        />
      ) : (
        <Button variant="text" size="sm" onClick={() => setCommenting(true)}>
          Comment
        </Button>
      )}
    </li>
  );
}
