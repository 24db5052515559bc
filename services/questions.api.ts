// Questions and answers of the node service and the public profile. Reads are
// public; asking, answering, commenting and liking need a session (the client attaches it). In the browser
// these go through /api/node; during server rendering straight to BACKEND_URL.
import { nodeClient, statusOf, withRetry } from './http';

export interface PublicAuthor {
  id: string;
  name: string | null;
}

export interface AnswerExpert {
  id: string;
  name: string | null;
  arn_code: string | null;
  arn_status: string | null;
  /** DD/MM/YYYY */
  arn_valid_till: string | null;
  certifications: { name: string; url: string }[];
  registered_advisor: boolean;
  photo_url: string | null;
}

export interface AnswerComment {
  id: string;
  answer_id: string;
  comment: string;
  created_at: string | null;
  author: PublicAuthor | null;
}

export interface Answer {
  id: string;
  question_id: string;
  answer: string;
  likes: number;
  created_at: string | null;
  updated_at: string | null;
  author: PublicAuthor | null;
  expert: AnswerExpert | null;
  comments: AnswerComment[];
}

export interface QuestionSummary {
  id: string;
  slug: string | null;
  locale: string;
  question: string;
  category: string | null;
  views: number;
  likes: number;
  answers_count: number;
  created_at: string | null;
  updated_at: string | null;
  author: PublicAuthor | null;
}

export interface QuestionDetail extends QuestionSummary {
  answers: Answer[];
}

export interface QuestionPage {
  questions: QuestionSummary[];
  page: number;
  limit: number;
  total: number;
  locale: string | null;
}

/** {status, data: {Attributes: {likes}}}: a like counts only when status is 'success'. */
export interface LikeResponse {
  status: string;
  message?: string;
  data?: { Attributes?: { likes?: number } };
}

export interface ViewResponse {
  status: string;
  data?: { Attributes?: { views?: number }; counted?: boolean };
}

export interface CommentResponse {
  status: string;
  data: { comment: AnswerComment; Attributes: { comments: number } };
}

export interface PublicProfile {
  id: string;
  name: string | null;
  city: string | null;
  role: 'user' | 'expert';
  member_since: string | null;
  expert: {
    id: string;
    expert_code: string | null;
    arn_code: string | null;
    arn_status: string | null;
    arn_valid_till: string | null;
    certifications: { name: string; url: string }[];
    registered_advisor: boolean;
    experience: number | null;
    supported_languages: string[];
    products: string[];
    about: string | null;
    photo_url: string | null;
  } | null;
  questions: QuestionSummary[];
  questions_total: number;
  answers: { id: string; answer: string; likes: number; created_at: string | null; question: { id: string; slug: string | null; question: string } }[];
}

interface Envelope<T> {
  status: string;
  data: T;
}

const seg = (id: string) => encodeURIComponent(id);

export async function listQuestions(params: { locale?: string; page?: number; limit?: number }): Promise<QuestionPage> {
  const { data } = await withRetry(() => nodeClient.get<Envelope<QuestionPage>>('/question/all', { params }));
  return data.data;
}

/** A question with its answers (the spec's GET /question/all/{id}); null when there is no such question. */
export async function getQuestion(id: string): Promise<QuestionDetail | null> {
  try {
    const { data } = await withRetry(() => nodeClient.get<Envelope<QuestionDetail>>(`/question/all/${seg(id)}`));
    return data.data;
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

export async function askQuestion(input: { question: string; locale: string }): Promise<QuestionDetail> {
  const { data } = await nodeClient.post<Envelope<QuestionDetail>>('/question/add', input);
  return data.data;
}

export async function answerQuestion(questionId: string, answer: string): Promise<Answer> {
  const { data } = await nodeClient.put<Envelope<Answer>>(`/question/${seg(questionId)}/answer`, { answer });
  return data.data;
}

export async function commentOnAnswer(answerId: string, comment: string): Promise<CommentResponse> {
  const { data } = await nodeClient.put<CommentResponse>(`/question/answer/${seg(answerId)}/comment`, { comment });
  return data;
}

/** The raw like answer: the caller decides by its status (a 4xx is thrown by the client). */
export async function likeAnswer(answerId: string): Promise<LikeResponse> {
  const { data } = await nodeClient.put<LikeResponse>(`/question/answer/${seg(answerId)}/like`);
  return data;
}

export async function addQuestionView(questionId: string): Promise<ViewResponse> {
  const { data } = await nodeClient.put<ViewResponse>(`/question/${seg(questionId)}/view`);
  return data;
}

/** A person's public profile; null when there is no such person. */
export async function getPublicProfile(id: string): Promise<PublicProfile | null> {
  try {
    const { data } = await withRetry(() => nodeClient.get<Envelope<PublicProfile>>(`/user/public/${seg(id)}`));
    return data.data;
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}
