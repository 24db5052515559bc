/**
 * Input fields of the calculators: bounds, zod schemas with the messages shown beside each
 * field, and reading / writing the query string that makes a result shareable.
 *
 * Inputs arrive as text (from an input box or the URL), so every schema reads text or a number.
 */
import { z } from '../validation/z';
import { formatINR } from '../money';
import { MESSAGES } from '../validation/messages';

/** How a number is shown in messages and hints. */
export type NumberKind = 'amount' | 'percent' | 'years' | 'months' | 'age';

export interface NumberField {
  type: 'number';
  label: string;
  kind: NumberKind;
  min: number;
  max: number;
  /** Slider step; the box accepts any value the schema allows. */
  step: number;
  defaultValue: number;
  /** A short line under the field, e.g. a rule it follows. */
  hint?: string;
}

export interface ChoiceField<O extends string = string> {
  type: 'choice';
  label: string;
  options: readonly { value: O; label: string }[];
  defaultValue: O;
}

export type Field = NumberField | ChoiceField;
export type FieldMap = Record<string, Field>;

/** The parsed values of a field map: numbers for number fields, the option for choices. */
export type ValuesOf<F extends FieldMap> = {
  // Distributes over a union, so the catalogue's generic FieldMap reads as number | string.
  [K in keyof F]: F[K] extends infer T ? (T extends ChoiceField<infer O> ? O : number) : never;
};

/** What the form holds while someone types: text per field. */
export type RawValues = Record<string, string>;

const PERCENT_DECIMALS = 2;

export function formatFieldValue(kind: NumberKind, value: number): string {
  switch (kind) {
    case 'amount':
      return formatINR(value, { decimals: 0 });
    case 'percent':
      return `${value}%`;
    case 'years':
      return `${value} ${value === 1 ? 'year' : 'years'}`;
    case 'months':
      return `${value} ${value === 1 ? 'month' : 'months'}`;
    case 'age':
      return `${value} years`;
  }
}

/** The range as a person reads it: '₹100 to ₹10,00,000', '1% to 30%', '1 to 40 years'. */
export function rangeText(field: NumberField): string {
  const { kind, min, max } = field;
  if (kind === 'years' || kind === 'months' || kind === 'age')
    return `${min} to ${formatFieldValue(kind, max)}`;
  return `${formatFieldValue(kind, min)} to ${formatFieldValue(kind, max)}`;
}

export function fieldMessages(field: NumberField) {
  return {
    empty: `${field.label} cannot be empty`,
    notNumber: MESSAGES.onlyNumbers,
    whole: field.kind === 'amount' ? 'Enter whole rupees' : 'Enter a whole number',
    decimals: `Use at most ${PERCENT_DECIMALS} decimals`,
    range: `${field.label} must be from ${rangeText(field)}`,
  };
}

const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)$/;

export function numberSchema(field: NumberField) {
  const m = fieldMessages(field);
  return z.union([z.string(), z.number()], { error: m.empty }).transform((input, ctx) => {
    // People paste amounts with grouping ('10,000'); commas and spaces carry no meaning here.
    const text = String(input).replace(/[,\s]/g, '');
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (text === '') return fail(m.empty);
    if (!NUMBER_TEXT.test(text)) return fail(m.notNumber);
    const value = Number(text);
    if (!Number.isFinite(value)) return fail(m.notNumber);
    if (field.kind === 'percent') {
      // Counted on the text: 12.15 * 100 is not exactly 1215 in binary.
      if ((text.split('.')[1] ?? '').length > PERCENT_DECIMALS) return fail(m.decimals);
    } else if (!Number.isInteger(value)) {
      return fail(m.whole);
    }
    if (value < field.min || value > field.max) return fail(m.range);
    return value;
  });
}

export function choiceSchema(field: ChoiceField) {
  const allowed = field.options.map((o) => o.value);
  return z
    .string()
    .refine((v) => allowed.includes(v), {
      error: `Choose one of: ${field.options.map((o) => o.label).join(', ')}`,
    });
}

export function fieldSchema(field: Field) {
  return field.type === 'number' ? numberSchema(field) : choiceSchema(field);
}

/** The object schema of a whole form. */
export function formSchema<F extends FieldMap>(fields: F) {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, fieldSchema(field)]),
  );
  return z.object(shape) as unknown as z.ZodType<ValuesOf<F>, RawValues>;
}

export function defaultValues<F extends FieldMap>(fields: F): ValuesOf<F> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, f]) => [key, f.defaultValue]),
  ) as ValuesOf<F>;
}

/** Values as form text: 10000 -> '10000'. */
export function toRaw(values: Record<string, number | string>): RawValues {
  return Object.fromEntries(Object.entries(values).map(([key, v]) => [key, String(v)]));
}

type QueryValue = string | string[] | undefined;

/**
 * Form text from a URL query: each valid value is taken, anything missing or invalid falls
 * back to the default, so a damaged link still opens a working calculator.
 */
export function rawFromQuery<F extends FieldMap>(
  fields: F,
  query: Record<string, QueryValue>,
): RawValues {
  const raw = toRaw(defaultValues(fields));
  for (const [key, field] of Object.entries(fields)) {
    const value = query[key];
    const text = Array.isArray(value) ? value[0] : value;
    if (text !== undefined && fieldSchema(field).safeParse(text).success) raw[key] = text.trim();
  }
  return raw;
}

/** True when the URL names any field of the form, i.e. carries a shared state. */
export function hasFieldInQuery(fields: FieldMap, query: Record<string, QueryValue>): boolean {
  return Object.keys(fields).some((key) => query[key] !== undefined);
}
