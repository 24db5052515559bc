// The advisor's desk in the browser: today's follow-ups (tag FollowUp), each client's notes (tag Note) and the
// leads (tag Lead), so that adding a follow-up, recording a disposition or changing a note or lead refreshes what
// is on screen. The operator's screen views ride here too (they are the desk's tracked events).
import type * as DeskCalls from '@/services/desk.api';
import type {
  DispositionInput,
  DispositionOption,
  DispositionView,
  FollowUpInput,
  FollowUpView,
  LeadCreateInput,
  LeadUpdateInput,
  LeadView,
  LeadsPage,
  LeadsQuery,
  NoteCreateInput,
  NoteUpdateInput,
  NoteView,
  NotifiedAnswer,
  ScreenViewCount,
} from '@/services/desk.api';
import { analyticsApi } from './analyticsApi';
import type { ServiceCall } from './serviceQuery';

const call =
  (run: (calls: typeof DeskCalls, signal: AbortSignal) => Promise<unknown>): ServiceCall =>
  async (signal) =>
    run(await import('@/services/desk.api'), signal);

const TODAY = { type: 'FollowUp' as const, id: 'TODAY' };
const UPCOMING = { type: 'FollowUp' as const, id: 'UPCOMING' };
const notesTag = (userId: string) => ({ type: 'Note' as const, id: userId });
const LEADS = { type: 'Lead' as const, id: 'LIST' };

export const deskApi = analyticsApi.injectEndpoints({
  endpoints: (build) => ({
    getTodaysFollowUps: build.query<FollowUpView[], string>({
      query: (rmId) => call((c, signal) => c.getTodaysFollowUps(rmId, signal)),
      providesTags: [TODAY],
    }),
    addFollowUp: build.mutation<FollowUpView, FollowUpInput>({
      query: (input) => call((c) => c.addFollowUp(input)),
      invalidatesTags: (_a, error) => (error ? [] : [TODAY, UPCOMING]),
    }),
    getUpcomingFollowUps: build.query<FollowUpView[], number>({
      query: (days) => call((c, signal) => c.getUpcomingFollowUps(days, signal)),
      providesTags: [UPCOMING],
    }),
    editFollowUp: build.mutation<FollowUpView, FollowUpInput & { id: string }>({
      query: (input) => call((c) => c.editFollowUp(input)),
      invalidatesTags: (_a, error) => (error ? [] : [TODAY, UPCOMING]),
    }),
    completeFollowUp: build.mutation<FollowUpView, { id: string; outcome?: string }>({
      query: (input) => call((c) => c.completeFollowUp(input)),
      invalidatesTags: (_a, error) => (error ? [] : [TODAY, UPCOMING]),
    }),
    deleteFollowUp: build.mutation<{ deleted: true }, string>({
      query: (id) => call((c) => c.deleteFollowUp(id)),
      invalidatesTags: (_a, error) => (error ? [] : [TODAY, UPCOMING]),
    }),
    // No invalidation: the reminder loop updates its own copy, and a refetch per claim would be noise.
    markFollowUpNotified: build.mutation<NotifiedAnswer, string>({
      query: (id) => call((c) => c.markFollowUpNotified(id)),
    }),
    getDispositionOptions: build.query<DispositionOption[], void>({
      query: () => call((c, signal) => c.getDispositionOptions(signal)),
    }),
    setDisposition: build.mutation<DispositionView, DispositionInput>({
      query: (input) => call((c) => c.setDisposition(input)),
      invalidatesTags: (_a, error, input) => (error ? [] : input.lead_id ? [LEADS] : [TODAY]),
    }),
    getNotes: build.query<NoteView[], string>({
      query: (userId) => call((c, signal) => c.getNotes(userId, signal)),
      providesTags: (_a, _e, userId) => [notesTag(userId)],
    }),
    addNote: build.mutation<NoteView, NoteCreateInput>({
      query: (input) => call((c) => c.addNote(input)),
      invalidatesTags: (_a, error, input) => (error ? [] : [notesTag(input.user_id)]),
    }),
    editNote: build.mutation<NoteView, NoteUpdateInput & { user_id: string }>({
      query: ({ user_id: _userId, ...input }) => call((c) => c.editNote(input)),
      invalidatesTags: (_a, error, input) => (error ? [] : [notesTag(input.user_id)]),
    }),
    deleteNote: build.mutation<{ deleted: true }, { id: string; user_id: string }>({
      query: ({ id }) => call((c) => c.deleteNote(id)),
      invalidatesTags: (_a, error, input) => (error ? [] : [notesTag(input.user_id)]),
    }),
    getLeads: build.query<LeadsPage, LeadsQuery>({
      query: (q) => call((c, signal) => c.getLeads(q, signal)),
      providesTags: [LEADS],
    }),
    getLead: build.query<LeadView, string>({
      query: (id) => call((c, signal) => c.getLead(id, signal)),
      providesTags: (_a, _e, id) => [{ type: 'Lead', id }],
    }),
    addLead: build.mutation<LeadView, LeadCreateInput>({
      query: (input) => call((c) => c.addLead(input)),
      invalidatesTags: (_a, error) => (error ? [] : [LEADS]),
    }),
    editLead: build.mutation<LeadView, LeadUpdateInput & { id: string }>({
      query: ({ id, ...input }) => call((c) => c.editLead(id, input)),
      invalidatesTags: (_a, error, { id }) => (error ? [] : [LEADS, { type: 'Lead', id }]),
    }),
    deleteLead: build.mutation<{ deleted: true }, string>({
      query: (id) => call((c) => c.deleteLead(id)),
      invalidatesTags: (_a, error) => (error ? [] : [LEADS]),
    }),
    getScreenViews: build.query<ScreenViewCount[], { key: string; from?: string; to?: string }>({
      query: (input) => call((c, signal) => c.getScreenViews(input, signal)),
    }),
  }),
});

export const {
  useGetTodaysFollowUpsQuery,
  useAddFollowUpMutation,
  useGetUpcomingFollowUpsQuery,
  useEditFollowUpMutation,
  useCompleteFollowUpMutation,
  useDeleteFollowUpMutation,
  useMarkFollowUpNotifiedMutation,
  useGetDispositionOptionsQuery,
  useSetDispositionMutation,
  useGetNotesQuery,
  useAddNoteMutation,
  useEditNoteMutation,
  useDeleteNoteMutation,
  useGetLeadsQuery,
  useGetLeadQuery,
  useAddLeadMutation,
  useEditLeadMutation,
  useDeleteLeadMutation,
  useGetScreenViewsQuery,
} = deskApi;

/** Every lead on screen (the board and each one read alone) read again: a lead was converted by adding a client. */
export const leadsChanged = () => deskApi.util.invalidateTags(['Lead']);
