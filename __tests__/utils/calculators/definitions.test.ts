import { evaluate } from '@/utils/calculators/calculator';
import { CALCULATORS, CALCULATOR_SLUGS, calculatorBySlug } from '@/utils/calculators/definitions';
import { defaultValues, toRaw } from '@/utils/calculators/fields';
import { expectRupees } from './helpers';

function run(slug: string, overrides: Record<string, string> = {}) {
  const def = calculatorBySlug(slug)!;
  const evaluation = evaluate(def, { ...toRaw(defaultValues(def.fields)), ...overrides });
  if (!evaluation.ok) throw new Error(JSON.stringify(evaluation.errors));
  return def.compute(evaluation.values);
}

function summaryAmount(slug: string, label: string, overrides: Record<string, string> = {}) {
  const item = run(slug, overrides).summary.find((s) => s.label === label);
  if (!item || item.amount === undefined) throw new Error(`no ${label}`);
  return item.amount;
}

describe('calculator catalogue', () => {
  it('has the eight slugs the footer links, each once', () => {
    expect([...CALCULATOR_SLUGS].sort()).toEqual(
      [
        'daily-sip-calculator',
        'fixed-deposite',
        'loan-against-mutual-fund',
        'lumpsum',
        'nps-calculator',
        'sip-calculator',
        'step-up-sip-calculator',
        'swp-calculator',
      ].sort(),
    );
    expect(calculatorBySlug('no-such-calculator')).toBeUndefined();
  });

  it.each(CALCULATORS.map((c) => [c.slug, c] as const))(
    '%s: unique title, a formula, and a full result for its defaults',
    (_slug, def) => {
      expect(def.title).toMatch(/\| ZF$/);
      expect(def.description.length).toBeGreaterThan(50);
      expect(def.formula.length).toBeGreaterThan(0);
      const evaluation = evaluate(def, toRaw(defaultValues(def.fields)));
      expect(evaluation.ok).toBe(true);
      if (!evaluation.ok) return;
      const result = def.compute(evaluation.values);
      expect(result.summary.filter((s) => s.emphasis)).toHaveLength(1);
      expect(result.chart.labels.length).toBe(result.table.rows.length);
      expect(result.chart.series[0].values).toHaveLength(result.chart.labels.length);
      expect(result.chart.series[1].values).toHaveLength(result.chart.labels.length);
    },
  );

  it('titles are all different', () => {
    expect(new Set(CALCULATORS.map((c) => c.title)).size).toBe(CALCULATORS.length);
  });
});

describe('calculator results', () => {
  it('SIP: ₹10,000 a month at 12% for 10 years is ₹23,23,391 on ₹12,00,000', () => {
    expect(Math.round(summaryAmount('sip-calculator', 'Total value'))).toBe(2323391);
    expect(summaryAmount('sip-calculator', 'Invested amount')).toBe(1200000);
    expect(Math.round(summaryAmount('sip-calculator', 'Estimated returns'))).toBe(1123391);
  });

  it('lumpsum: ₹1,00,000 at 12% for 10 years is ₹3,10,585', () => {
    expect(Math.round(summaryAmount('lumpsum', 'Total value'))).toBe(310585);
  });

  it('step-up SIP at 10%: the third year pays ₹12,100 a month', () => {
    const result = run('step-up-sip-calculator', { stepUp: '10', years: '3' });
    expectRupees(Number(result.table.rows[2].instalment), 12100);
    expectRupees(
      summaryAmount('step-up-sip-calculator', 'Invested amount', { stepUp: '10', years: '3' }),
      12 * (10000 + 11000 + 12100),
    );
  });

  it('step-up defaults to 12.2%', () => {
    expect(calculatorBySlug('step-up-sip-calculator')!.fields.stepUp.defaultValue).toBe(12.2);
  });

  it('FD defaults to quarterly compounding: ₹1,00,000 at 8% for 12 months matures at ₹1,08,243.22', () => {
    expectRupees(
      summaryAmount('fixed-deposite', 'Maturity amount', { rate: '8', months: '12' }),
      108243.22,
    );
    expectRupees(
      summaryAmount('fixed-deposite', 'Maturity amount', {
        rate: '8',
        months: '12',
        compounding: 'simple',
      }),
      108000,
    );
  });

  it('SWP says when the money runs out', () => {
    const result = run('swp-calculator', {
      corpus: '30000',
      withdrawal: '10000',
      rate: '12',
      years: '1',
    });
    expect(result.notes[0]).toBe(
      'At ₹10,000 a month the money runs out in month 4 (year 1, month 4).',
    );
    expect(result.summary.find((s) => s.label === 'Money lasts')?.text).toBe('4 months');
    const lasting = run('swp-calculator', {
      corpus: '120000',
      withdrawal: '500',
      rate: '1',
      years: '1',
    });
    expect(lasting.notes[0]).toMatch(/^At ₹500 a month the money lasts all 1 year and ₹/);
  });

  it('NPS: age 59, ₹1,000 a month at 1% and a 6% annuity on 40%', () => {
    const pension = summaryAmount('nps-calculator', 'Monthly pension', {
      age: '59',
      amount: '1000',
      rate: '1',
    });
    const corpus = summaryAmount('nps-calculator', 'Corpus at 60', {
      age: '59',
      amount: '1000',
      rate: '1',
    });
    // pension = 40% of corpus * 6% / 12
    expectRupees(pension, (corpus * 0.4 * 0.06) / 12);
  });

  it('loan against MF: EMI of ₹2,00,000 at 10.5% for 24 months is ₹9,275.21 and the eligible amount is ₹4,10,000', () => {
    expectRupees(summaryAmount('loan-against-mutual-fund', 'Monthly EMI'), 9275.21);
    expect(summaryAmount('loan-against-mutual-fund', 'Eligible loan')).toBe(410000);
  });

  it('loan against MF refuses a loan above the eligible amount, naming the limit', () => {
    const def = calculatorBySlug('loan-against-mutual-fund')!;
    const raw = { ...toRaw(defaultValues(def.fields)), loan: '420000' };
    expect(evaluate(def, raw)).toEqual({
      ok: false,
      errors: { loan: 'Loan amount cannot be more than ₹4,10,000, the most these funds allow' },
    });
    expect(evaluate(def, { ...raw, loan: '410000' }).ok).toBe(true);
  });

  it('field errors come before the cross-field rule', () => {
    const def = calculatorBySlug('loan-against-mutual-fund')!;
    const evaluation = evaluate(def, { ...toRaw(defaultValues(def.fields)), rate: '99' });
    expect(evaluation).toEqual({
      ok: false,
      errors: { rate: 'Interest rate must be from 1% to 24%' },
    });
  });
});
