// An advisor's leads on the desk (docs/DESK.md "Leads"; the public enquiry form is lead.ts): the stages in order
// and the forms' rules, shared by the leads board and the backend so each message is written once.
import { z } from './z';
import { freeOfControlCharacters } from './controlCharacters';
import { mobileSchema, optionalLine, requiredText } from './fields';
import { MESSAGES } from './messages';

export const LEAD_PIPELINE = ['new', 'contacted', 'interested', 'qualified', 'converted', 'dropped'] as const;
export type LeadPipelineStage = (typeof LEAD_PIPELINE)[number];

export const LEAD_PIPELINE_LABELS: Record<LeadPipelineStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  interested: 'Interested',
  qualified: 'Qualified',
  converted: 'Converted',
  dropped: 'Dropped',
};

export const LEADS_PAGE_SIZE = 20;

export const DESK_LEAD_MESSAGES = {
  duplicate: 'A lead with this mobile number already exists',
  badStage: 'Choose one of the stages',
  notFound: 'This lead does not exist',
  tooLong: 'This is too long',
  alreadyConverted: 'This lead is already a client',
  staysConverted: 'A lead converted to a client stays converted',
} as const;

const stageSchema = z.enum(LEAD_PIPELINE, { error: DESK_LEAD_MESSAGES.badStage });

const remarksSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .trim()
    .max(500, { error: DESK_LEAD_MESSAGES.tooLong })
    .refine((t) => freeOfControlCharacters(t, { multiLine: true }), { error: MESSAGES.controlCharacters })
    .optional(),
);

const nameSchema = requiredText(MESSAGES.nameEmpty).pipe(z.string().max(120, { error: DESK_LEAD_MESSAGES.tooLong }));

export const leadCreateSchema = z.object({
  name: nameSchema,
  mobile_no: mobileSchema,
  city: optionalLine(80, DESK_LEAD_MESSAGES.tooLong),
  product: optionalLine(80, DESK_LEAD_MESSAGES.tooLong),
  remarks: remarksSchema,
});

/** An edited optional field: blank clears it (null), absent leaves it as it is. */
function clearable<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable().optional());
}

const line = (max: number, multiLine = false) =>
  z
    .string()
    .trim()
    .max(max, { error: DESK_LEAD_MESSAGES.tooLong })
    .refine((t) => freeOfControlCharacters(t, { multiLine }), { error: MESSAGES.controlCharacters });

/**
 * PUT /leads/{id}: the creation's rules for each field given (the stage select sends the stage alone; the edit
 * form every field). A blank city, product or remarks clears it; name and mobile cannot be blank.
 */
export const leadUpdateSchema = z.object({
  stage: stageSchema.optional(),
  name: nameSchema.optional(),
  mobile_no: mobileSchema.optional(),
  city: clearable(line(80)),
  product: clearable(line(80)),
  remarks: clearable(line(500, true)),
});

export const leadsQuerySchema = z.object({
  stage: z.preprocess((v) => (v === '' ? undefined : v), stageSchema.optional()),
  q: optionalLine(80, DESK_LEAD_MESSAGES.tooLong),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export type LeadCreateInput = z.input<typeof leadCreateSchema>;
export type LeadUpdateInput = z.input<typeof leadUpdateSchema>;
