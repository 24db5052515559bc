/**
 * The shape every calculator shares, so one set of components can render any of them:
 * fields in, headline figures, a two-line chart by year, a table by year and notes out.
 */
import { fieldErrors, type FieldErrors } from '../validation/errors';
import { formSchema, type FieldMap, type RawValues, type ValuesOf } from './fields';

export interface SummaryItem {
  label: string;
  /** Rupees, shown in full with the L / Cr form beside it; or `text` for anything else. */
  amount?: number;
  text?: string;
  /** The figure the calculator exists for (maturity value, EMI ...). */
  emphasis?: boolean;
}

export interface ChartSeries {
  name: string;
  values: number[];
}

export interface ResultChart {
  /** One label per point, e.g. 'Year 1' or 'Age 31'. */
  labels: string[];
  /** Two series: what goes in (or comes out) and what it becomes. */
  series: [ChartSeries, ChartSeries];
}

export interface TableColumn {
  key: string;
  label: string;
  format: 'inr' | 'plain';
}

export interface ResultTable {
  caption: string;
  columns: TableColumn[];
  rows: Record<string, number | string>[];
}

export interface CalcResult {
  summary: SummaryItem[];
  chart: ResultChart;
  table: ResultTable;
  /** Plain sentences about this result (e.g. when a withdrawal plan runs out). */
  notes: string[];
}

export interface CalculatorDefinition<F extends FieldMap = FieldMap> {
  slug: string;
  /** 'SIP Calculator' */
  name: string;
  /** One line for the index and the footer of the page. */
  summary: string;
  /** Document title and meta description. */
  title: string;
  description: string;
  fields: F;
  /** How the result is worked out, in plain words, one paragraph each. */
  formula: string[];
  /** Conventions and assumptions a reader should know, one sentence each. */
  assumptions: string[];
  /** Rules that involve several fields; returns messages by field key, or null when all is well. */
  crossCheck?(values: ValuesOf<F>): FieldErrors | null;
  compute(values: ValuesOf<F>): CalcResult;
}

/** Keeps the field types of one calculator while letting the catalogue hold them all. */
export function defineCalculator<F extends FieldMap>(
  definition: CalculatorDefinition<F>,
): CalculatorDefinition<F> {
  return definition;
}

export type Evaluation =
  { ok: true; values: ValuesOf<FieldMap> } | { ok: false; errors: FieldErrors };

/** Validates form text field by field, then the cross-field rules. */
export function evaluate(definition: CalculatorDefinition, raw: RawValues): Evaluation {
  const parsed = formSchema(definition.fields).safeParse(raw);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const cross = definition.crossCheck?.(parsed.data);
  if (cross && Object.keys(cross).length > 0) return { ok: false, errors: cross };
  return { ok: true, values: parsed.data };
}

export function yearLabels(count: number, label = (year: number) => `Year ${year}`): string[] {
  return Array.from({ length: count }, (_, i) => label(i + 1));
}
