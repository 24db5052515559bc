// Inputs shared by the article and video calls: languages, ids in bodies and addresses, comment texts. The
// comment rules ('Comment cannot be empty', 5000 characters) are the shared ones from utils/validation, so
// the form and the backend say the same sentences.
import { z } from 'zod';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '../../../../utils/language';
import { commentTextSchema } from '../../../../utils/validation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A malformed id names nothing: callers answer it 404 like an unknown one, before it reaches a uuid cast. */
export const isUuid = (value: string) => UUID.test(value);

/** Content exists in the five languages; 'bn' is accepted too (the name mapper knows it) and simply has none. */
export const CONTENT_LOCALES = [...SUPPORTED_LANGUAGES, 'bn'] as const satisfies readonly (keyof typeof LANGUAGE_NAMES)[];
export type ContentLocale = (typeof CONTENT_LOCALES)[number];
export const LANGUAGE_INVALID = `Language must be one of ${CONTENT_LOCALES.join(', ')}`;
export const localeSchema = z.enum(CONTENT_LOCALES, { error: LANGUAGE_INVALID });

/** Addresses and categories are lower-case words joined by hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = (what: string) =>
  z.string().max(120, { error: `${what} is not valid` }).regex(SLUG, { error: `${what} is not valid` });

export const commentParam = z.object({ commentId: z.string() });
export const commentEditBody = z.object({ comment: commentTextSchema });

/** Bodies name the item by its id, e.g. {article_id} or {video_id}; handlers read it as `id`. */
export function targetBody(key: string) {
  const required = z.string({ error: `${key} is required` }).trim().min(1, { error: `${key} is required` });
  return z.object({ [key]: required }).transform((body) => ({ id: body[key] as string }));
}
export function commentBody(key: string) {
  const required = z.string({ error: `${key} is required` }).trim().min(1, { error: `${key} is required` });
  return z.object({ [key]: required, comment: commentTextSchema }).transform((body) => ({ id: body[key] as string, comment: body.comment as string }));
}
