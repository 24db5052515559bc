// The comment text rules of the shared schema ('Comment cannot be empty', 5000 characters), checked in the
// browser without loading zod on content pages; the backend applies utils/validation's commentSchema itself.
import { TEXT_LIMIT } from '@/utils/validation/constants';
import { textLength } from '@/utils/validation/input';
import { MESSAGES } from '@/utils/validation/messages';

export { TEXT_LIMIT };

/** The message for text that cannot be posted, or null. */
export function commentProblem(text: string): string | null {
  if (text.trim() === '') return MESSAGES.commentEmpty;
  // The schema trims before it measures, so spaces around the text do not count here either.
  if (textLength(text.trim()) > TEXT_LIMIT) return MESSAGES.textTooLong;
  return null;
}

/** The server answered, but not with success: its message is shown as it is. */
export class CommentRefused extends Error {}
