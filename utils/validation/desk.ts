// The desk's forms and calls (docs/DESK.md): follow-ups with the spec's day and slot, notes, dispositions.
// The backend parses the same schemas, so each message is written once.
import { z } from './z';
import { freeOfControlCharacters } from './controlCharacters';
import { mobileSchema, requiredText } from './fields';
import { MESSAGES } from './messages';

export const NOTE_MAX = 2000;

export const DESK_MESSAGES = {
  pastTime: 'Choose a time that has not passed',
  badDate: 'Enter the date as DD/MM/YYYY',
  badTime: 'Enter the time as 10:30AM-11:00AM',
  endBeforeStart: 'The end time must be after the start time',
  noteEmpty: 'Write something in the note',
  noteTooLong: `A note can have at most ${NOTE_MAX} characters`,
  oneTarget: 'Choose exactly one follow-up, lead or client',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((t) => freeOfControlCharacters(t, { multiLine: true }), { error: MESSAGES.controlCharacters })
    .optional();

const uuid = z.uuid({ error: 'Not a valid id' });

export const followUpSchema = z.object({
  name: requiredText(MESSAGES.nameEmpty).pipe(z.string().max(120)),
  // The spec's mobile rule: a follow-up is a call to make (issue 32, item 4: "12345" was taken).
  contact: mobileSchema,
  follow_up: z.object({
    date: z.string({ error: DESK_MESSAGES.badDate }).trim(),
    time: z.string({ error: DESK_MESSAGES.badTime }).trim().toUpperCase(),
  }),
  user_id: uuid.optional(),
  remarks: optionalText(500),
});

/** Marking a follow-up done: what came of it, in a few words (optional). */
export const followUpDoneSchema = z.object({ outcome: optionalText(500) });

export const UPCOMING_DAYS_MAX = 31;
/** The upcoming follow-ups: today and the next `days` days (default 14). */
export const upcomingQuerySchema = z.object({
  days: z.coerce.number({ error: `Choose 1 to ${UPCOMING_DAYS_MAX} days` }).int().min(1).max(UPCOMING_DAYS_MAX).default(14),
});

export const noteBodySchema = z
  .string({ error: DESK_MESSAGES.noteEmpty })
  .trim()
  .min(1, { error: DESK_MESSAGES.noteEmpty })
  .max(NOTE_MAX, { error: DESK_MESSAGES.noteTooLong })
  .refine((t) => freeOfControlCharacters(t, { multiLine: true }), { error: MESSAGES.controlCharacters });

export const noteCreateSchema = z.object({ user_id: uuid, title: optionalText(120), body: noteBodySchema });
export const noteUpdateSchema = z.object({ id: uuid, title: optionalText(120), body: noteBodySchema });

export const dispositionSchema = z
  .object({
    option: z.string().trim().min(1).max(60),
    follow_up_id: uuid.optional(),
    lead_id: uuid.optional(),
    user_id: uuid.optional(),
    remarks: optionalText(500),
  })
  .refine((d) => [d.follow_up_id, d.lead_id, d.user_id].filter(Boolean).length === 1, {
    error: DESK_MESSAGES.oneTarget,
    path: ['option'],
  });

export type FollowUpInput = z.input<typeof followUpSchema>;
export type NoteCreateInput = z.input<typeof noteCreateSchema>;
export type DispositionInput = z.input<typeof dispositionSchema>;
