// A person's public profile (/users/{name}-{id}): who they are and what they asked and answered.
import { isRegisteredAdvisor } from '../../../../utils/advisor';
import type { Db } from '../../../db/client';
import { NotFoundError } from '../../../domain/errors';
import { answersByUser, listQuestions } from '../questions/questions.repo';
import { isUuid } from '../questions/questions.schemas';
import { toQuestion, toSpecDate } from '../questions/serialize';
import { type PublicPersonRow, findPublicPerson } from './profile.repo';

export const PROFILE_NOT_FOUND = 'This profile does not exist';
/** How many of their questions and of their answers the page lists. */
export const PROFILE_LIST_LIMIT = 50;

function expertOf(row: PublicPersonRow, today: Date) {
  if (!row.expertId) return null;
  const advisor = { arn_status: row.arnStatus, arn_valid_till: toSpecDate(row.arnValidTill), certifications: row.certifications ?? [] };
  return {
    id: row.expertId,
    expert_code: row.expertCode,
    arn_code: row.arn,
    ...advisor,
    registered_advisor: isRegisteredAdvisor(advisor, today),
    experience: row.experience,
    supported_languages: row.supportedLanguages,
    products: row.products,
    about: row.about,
    photo_url: row.photoUrl,
  };
}

export async function publicProfile(db: Db, id: string, today: Date) {
  const row = isUuid(id) ? await findPublicPerson(db, id) : undefined;
  if (!row) throw new NotFoundError(PROFILE_NOT_FOUND);
  const asked = await listQuestions(db, { userId: id }, 0, PROFILE_LIST_LIMIT);
  const answered = await answersByUser(db, id, PROFILE_LIST_LIMIT);
  const expert = expertOf(row, today);
  // An investor's page is public only once they have posted a question or an answer (issue 33, item 20): signing up
  // alone publishes nothing about them.
  if (!expert && asked.total === 0 && answered.length === 0) throw new NotFoundError(PROFILE_NOT_FOUND);
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    role: expert ? ('expert' as const) : ('user' as const),
    member_since: row.createdAt ? new Date(row.createdAt).toISOString().slice(0, 10) : null,
    expert,
    questions: asked.rows.map(toQuestion),
    questions_total: asked.total,
    answers: answered.map((a) => ({
      id: a.id,
      answer: a.body,
      likes: a.likes,
      created_at: a.createdAt ? new Date(a.createdAt).toISOString() : null,
      question: { id: a.questionId, slug: a.questionSlug, question: a.questionText },
    })),
  };
}
