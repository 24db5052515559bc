/** Questions, answers and comments, each within the 5000-character text limit. */
import { z } from './z';
import { requiredLimitedText } from './fields';
import { MESSAGES } from './messages';

export const questionTextSchema = requiredLimitedText(MESSAGES.questionEmpty);
export const answerTextSchema = requiredLimitedText(MESSAGES.answerEmpty);
export const commentTextSchema = requiredLimitedText(MESSAGES.commentEmpty);

export const questionSchema = z.object({ question: questionTextSchema });
export const answerSchema = z.object({ answer: answerTextSchema });
export const commentSchema = z.object({ comment: commentTextSchema });

export type QuestionInput = z.infer<typeof questionSchema>;
export type AnswerInput = z.infer<typeof answerSchema>;
export type CommentInput = z.infer<typeof commentSchema>;
