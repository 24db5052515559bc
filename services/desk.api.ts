// The advisor's desk on the analytics service (/analytics/rm, docs/DESK.md): follow-ups, reminders, notes,
// dispositions and performance report links, on the analytics client (its headers, refresh and CSRF rules apply).
import axios from 'axios';
import type { DispositionInput, FollowUpInput, NoteCreateInput } from '@/utils/validation/desk';
import type { LeadCreateInput, LeadUpdateInput } from '@/utils/validation/deskLeads';
import type {
  DispositionOption,
  DispositionView,
  FollowUpView,
  LeadView,
  LeadsPage,
  NoteView,
  NotifiedAnswer,
  PerformanceLink,
  ScreenViewCount,
} from '@/utils/desk/wire';
import { analyticsClient } from './http';
import { readServiceEnv, resolveBaseUrl } from './http/config';

export type {
  DispositionInput,
  DispositionOption,
  DispositionView,
  FollowUpInput,
  FollowUpView,
  LeadCreateInput,
  LeadUpdateInput,
  LeadView,
  LeadsPage,
  NoteCreateInput,
  NoteView,
  NotifiedAnswer,
  PerformanceLink,
  ScreenViewCount,
};

export interface LeadsQuery {
  stage?: string;
  q?: string;
  page?: number;
}

export interface NoteUpdateInput {
  id: string;
  title?: string;
  body: string;
}

interface Envelope<T> {
  status: string;
  data: T;
}

const seg = (id: string) => encodeURIComponent(id);
const dataOf = <T>(answer: { data: Envelope<T> }) => answer.data.data;

/** Today's follow-ups of the logged-in advisor (the spec's mapping call). */
export const getTodaysFollowUps = async (rmId: string, signal?: AbortSignal) =>
  dataOf(await analyticsClient.post<Envelope<FollowUpView[]>>('/rm/mappings', { category: 'followup', day: 'TODAY', rm_id: rmId }, { signal }));

export const addFollowUp = async (input: FollowUpInput) =>
  dataOf(await analyticsClient.post<Envelope<FollowUpView>>('/rm/followups', input));

/** Claims the reminder: `won` only for the one call (of all tabs) that marked it notified. */
export const getUpcomingFollowUps = async (days: number, signal?: AbortSignal) =>
  dataOf(await analyticsClient.get<Envelope<FollowUpView[]>>('/rm/followups/upcoming', { params: { days }, signal }));

export const editFollowUp = async ({ id, ...input }: FollowUpInput & { id: string }) =>
  dataOf(await analyticsClient.put<Envelope<FollowUpView>>(`/rm/followups/${seg(id)}`, input));

export const completeFollowUp = async ({ id, outcome }: { id: string; outcome?: string }) =>
  dataOf(await analyticsClient.put<Envelope<FollowUpView>>(`/rm/followups/${seg(id)}/done`, { outcome }));

export const deleteFollowUp = async (id: string) =>
  dataOf(await analyticsClient.delete<Envelope<{ deleted: true }>>(`/rm/followups/${seg(id)}`));

export const markFollowUpNotified = async (id: string) =>
  dataOf(await analyticsClient.put<Envelope<NotifiedAnswer>>(`/rm/followups/${seg(id)}/notified`));

export const getNotes = async (userId: string, signal?: AbortSignal) =>
  dataOf(await analyticsClient.get<Envelope<NoteView[]>>(`/rm/notes/${seg(userId)}`, { signal }));

export const addNote = async (input: NoteCreateInput) => dataOf(await analyticsClient.post<Envelope<NoteView>>('/rm/notes', input));

export const editNote = async (input: NoteUpdateInput) => dataOf(await analyticsClient.put<Envelope<NoteView>>('/rm/notes', input));

export const deleteNote = async (id: string) =>
  dataOf(await analyticsClient.delete<Envelope<{ deleted: true }>>(`/rm/notes/${seg(id)}`));

export const getDispositionOptions = async (signal?: AbortSignal) =>
  dataOf(await analyticsClient.get<Envelope<DispositionOption[]>>('/rm/disposition-options', { signal }));

export const setDisposition = async (input: DispositionInput) =>
  dataOf(await analyticsClient.put<Envelope<DispositionView>>('/rm/disposition', input));

export const createPerformanceLink = async (userId: string) =>
  dataOf(await analyticsClient.post<Envelope<PerformanceLink>>('/rm/performance-data-link', { user_id: userId }));

export const getLeads = async (query: LeadsQuery, signal?: AbortSignal) =>
  dataOf(await analyticsClient.get<Envelope<LeadsPage>>('/rm/leads', { params: query, signal }));

export const getLead = async (id: string, signal?: AbortSignal) =>
  dataOf(await analyticsClient.get<Envelope<LeadView>>(`/rm/leads/${seg(id)}`, { signal }));

export const addLead = async (input: LeadCreateInput) => dataOf(await analyticsClient.post<Envelope<LeadView>>('/rm/leads', input));

export const editLead = async (id: string, input: LeadUpdateInput) =>
  dataOf(await analyticsClient.put<Envelope<LeadView>>(`/rm/leads/${seg(id)}`, input));

export const deleteLead = async (id: string) => dataOf(await analyticsClient.delete<Envelope<{ deleted: true }>>(`/rm/leads/${seg(id)}`));

/**
 * The operator's screen views. Plain axios, not the analytics client: the operator's key is the only credential,
 * and a 401 here means a wrong key, which must not send anyone's session through the token refresh.
 */
export async function getScreenViews(input: { key: string; from?: string; to?: string }, signal?: AbortSignal) {
  const base = resolveBaseUrl({ service: 'analytics', env: readServiceEnv('analytics'), onServer: typeof window === 'undefined' });
  const params = { ...(input.from ? { from: input.from } : {}), ...(input.to ? { to: input.to } : {}) };
  return dataOf(await axios.get<Envelope<ScreenViewCount[]>>(`${base}/events/screen-views`, { params, headers: { 'x-api-key': input.key }, signal }));
}
