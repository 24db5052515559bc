// The JSON shapes of questions, answers and comments. Only what a public page may show: a person is their id
// and name, never their mobile number; an expert adds what the directory shows (ARN and the advisor badge).
import { isRegisteredAdvisor } from '../../../../utils/advisor';
import type { AnswerRow, QuestionRow } from './questions.repo';
import type { CommentRow } from './reactions.repo';

export interface PublicAuthor {
  id: string;
  name: string | null;
}

const author = (id: string | null, name: string | null): PublicAuthor | null => (id ? { id, name } : null);

/** 'YYYY-MM-DD' (the database) to the spec's DD/MM/YYYY. */
export function toSpecDate(iso: string | null): string | null {
  const m = iso?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : null;
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** ASCII words of the text for the address (/questions/{id}-{slug}); empty for text in other scripts. */
export function slugOf(text: string, maxLength = 70): string | null {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > maxLength) break;
    slug = next;
  }
  return slug || null;
}

export function toQuestion(row: QuestionRow) {
  return {
    id: row.id,
    slug: row.slug,
    locale: row.locale,
    question: row.question,
    category: row.category,
    views: row.views,
    likes: row.likes,
    answers_count: row.answersCount,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    author: author(row.userId, row.authorName),
  };
}

export function toComment(row: CommentRow) {
  return {
    id: row.id,
    answer_id: row.targetId,
    comment: row.body,
    created_at: iso(row.createdAt),
    author: author(row.userId, row.authorName),
  };
}

export function toAnswer(row: AnswerRow, comments: CommentRow[], today: Date) {
  const advisor = {
    arn_status: row.arnStatus,
    arn_valid_till: toSpecDate(row.arnValidTill),
    certifications: row.certifications ?? [],
  };
  return {
    id: row.id,
    question_id: row.questionId,
    answer: row.body,
    likes: row.likes,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    author: author(row.userId, row.authorName),
    expert: row.expertId
      ? {
          id: row.expertId,
          name: row.authorName,
          arn_code: row.arn,
          ...advisor,
          registered_advisor: isRegisteredAdvisor(advisor, today),
          photo_url: row.photoUrl,
        }
      : null,
    comments: comments.filter((c) => c.targetId === row.id).map(toComment),
  };
}

export type QuestionJson = ReturnType<typeof toQuestion>;
export type AnswerJson = ReturnType<typeof toAnswer>;
