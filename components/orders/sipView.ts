// The SIP of POST /node/cart/sipdetail as the step-up screen reads it. The answer's `sip` is the SIP row; field
// names are read in the wire's snake_case, numbers that PostgreSQL sends as text (a numeric step-up percentage) too.
export interface SipView {
  id: string;
  schemeCode: number;
  schemeName: string;
  folioNo: string | null;
  amountPaise: number;
  day: number | null;
  status: string;
  nextDueDate: string | null;
  stepUpPercent: number | null;
  stepUpAmountPaise: number | null;
}

type Row = Record<string, unknown>;

const numberOf = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};
const textOf = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export function sipView(detail: { sip: Row; next_due_date?: string | null; step_up?: Row | null }): SipView {
  const { sip } = detail;
  const stepUp = detail.step_up ?? {};
  return {
    id: String(sip.id ?? ''),
    schemeCode: numberOf(sip.scheme_code) ?? 0,
    schemeName: textOf(sip.scheme_name) ?? `Scheme ${String(sip.scheme_code ?? '')}`,
    folioNo: textOf(sip.folio_no),
    amountPaise: numberOf(sip.amount_paise) ?? 0,
    day: numberOf(sip.day),
    status: textOf(sip.status) ?? 'unknown',
    nextDueDate: textOf(detail.next_due_date) ?? textOf(sip.next_due_date),
    // The answer's step_up is {percent, amount_paise, frequency}; the SIP row carries the same as step_up_*.
    stepUpPercent: numberOf(stepUp.percent ?? sip.step_up_percent),
    stepUpAmountPaise: numberOf(stepUp.amount_paise ?? sip.step_up_amount_paise),
  };
}
