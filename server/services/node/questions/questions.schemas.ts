// Inputs of the question and answer calls. The text rules (empty, 5000 characters)
// are the shared ones from utils/validation, so the form and the backend say the same sentences.
import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../../../../utils/language';
import { answerTextSchema, commentTextSchema, questionTextSchema } from '../../../../utils/validation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const NOT_FOUND = {
  question: 'This question does not exist',
  answer: 'This answer does not exist',
  comment: 'This comment does not exist',
} as const;

export const LANGUAGE_INVALID = `Language must be one of ${SUPPORTED_LANGUAGES.join(', ')}`;
const locale = z.enum(SUPPORTED_LANGUAGES, { error: LANGUAGE_INVALID });

/**
 * An id in the address. A malformed one is answered 404 like an unknown one (the address names nothing),
 * and never reaches PostgreSQL's uuid cast.
 */
export const isUuid = (value: string) => UUID.test(value);
export const idParam = z.object({ id: z.string() });
export const answerParam = z.object({ answerId: z.string() });
export const commentParam = z.object({ commentId: z.string() });

export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 20;

export const listQuery = z.object({
  locale: locale.optional(),
  page: z.coerce.number({ error: 'Page must be a whole number from 1' }).int().min(1).max(10_000).default(1),
  limit: z.coerce
    .number({ error: `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE),
});
export type ListQuery = z.output<typeof listQuery>;

export const addQuestionBody = z.object({ question: questionTextSchema, locale: locale.default('en') });
export const editQuestionBody = z.object({ question: questionTextSchema });
export const answerBody = z.object({ answer: answerTextSchema });
export const commentBody = z.object({ comment: commentTextSchema });
