import {
  defaultValues,
  fieldMessages,
  formSchema,
  hasFieldInQuery,
  numberSchema,
  rangeText,
  rawFromQuery,
  toRaw,
  type ChoiceField,
  type NumberField,
} from '@/utils/calculators/fields';

const amount: NumberField = {
  type: 'number',
  kind: 'amount',
  label: 'Monthly investment',
  min: 100,
  max: 1000000,
  step: 100,
  defaultValue: 10000,
};
const rate: NumberField = {
  type: 'number',
  kind: 'percent',
  label: 'Expected return rate',
  min: 1,
  max: 30,
  step: 0.1,
  defaultValue: 12,
};
const years: NumberField = {
  type: 'number',
  kind: 'years',
  label: 'Time period',
  min: 1,
  max: 40,
  step: 1,
  defaultValue: 10,
};
const mode: ChoiceField<'a' | 'b'> = {
  type: 'choice',
  label: 'Mode',
  options: [
    { value: 'a', label: 'A' },
    { value: 'b', label: 'B' },
  ],
  defaultValue: 'a',
};

function messageOf(field: NumberField, input: string | number) {
  const result = numberSchema(field).safeParse(input);
  return result.success ? null : result.error.issues[0].message;
}

describe('number fields', () => {
  it('states the range in rupees with Indian grouping, in percent and in years', () => {
    expect(rangeText(amount)).toBe('₹100 to ₹10,00,000');
    expect(rangeText(rate)).toBe('1% to 30%');
    expect(rangeText(years)).toBe('1 to 40 years');
    expect(fieldMessages(amount).range).toBe('Monthly investment must be from ₹100 to ₹10,00,000');
  });

  it('accepts both bounds and rejects one step outside them', () => {
    expect(numberSchema(amount).parse('100')).toBe(100);
    expect(numberSchema(amount).parse('1000000')).toBe(1000000);
    expect(messageOf(amount, '99')).toBe('Monthly investment must be from ₹100 to ₹10,00,000');
    expect(messageOf(amount, '1000001')).toBe('Monthly investment must be from ₹100 to ₹10,00,000');
    expect(numberSchema(rate).parse('1')).toBe(1);
    expect(numberSchema(rate).parse('30')).toBe(30);
    expect(messageOf(rate, '30.01')).toBe('Expected return rate must be from 1% to 30%');
    expect(messageOf(rate, '0')).toBe('Expected return rate must be from 1% to 30%');
    expect(messageOf(years, '41')).toBe('Time period must be from 1 to 40 years');
    expect(messageOf(years, '0')).toBe('Time period must be from 1 to 40 years');
  });

  it('says what is wrong with empty, non-numeric and fractional input', () => {
    expect(messageOf(amount, '')).toBe('Monthly investment cannot be empty');
    expect(messageOf(amount, '   ')).toBe('Monthly investment cannot be empty');
    expect(messageOf(amount, '12abc')).toBe('Only numbers');
    expect(messageOf(amount, '1e5')).toBe('Only numbers');
    expect(messageOf(amount, '1000.5')).toBe('Enter whole rupees');
    expect(messageOf(years, '2.5')).toBe('Enter a whole number');
    expect(messageOf(rate, '12.155')).toBe('Use at most 2 decimals');
  });

  it('reads grouped amounts and decimals with up to two places', () => {
    expect(numberSchema(amount).parse('10,000')).toBe(10000);
    expect(numberSchema(amount).parse(' 5 000 ')).toBe(5000);
    expect(numberSchema(rate).parse('12.15')).toBe(12.15);
    expect(numberSchema(rate).parse(7.5)).toBe(7.5);
  });
});

describe('form schema', () => {
  const fields = { amount, rate, years, mode };

  it('parses a whole form and reports the first message per field', () => {
    expect(formSchema(fields).parse({ amount: '5000', rate: '8', years: '3', mode: 'b' })).toEqual({
      amount: 5000,
      rate: 8,
      years: 3,
      mode: 'b',
    });
    const bad = formSchema(fields).safeParse({ amount: '5', rate: '8', years: '3', mode: 'c' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(['amount', 'mode']);
  });

  it('has defaults and writes them as text', () => {
    expect(defaultValues(fields)).toEqual({ amount: 10000, rate: 12, years: 10, mode: 'a' });
    expect(toRaw(defaultValues(fields))).toEqual({
      amount: '10000',
      rate: '12',
      years: '10',
      mode: 'a',
    });
  });
});

describe('query string', () => {
  const fields = { amount, rate, years, mode };

  it('takes valid values from the query and defaults for the rest', () => {
    expect(rawFromQuery(fields, { amount: '25000', mode: 'b', slug: 'sip-calculator' })).toEqual({
      amount: '25000',
      rate: '12',
      years: '10',
      mode: 'b',
    });
  });

  it('ignores invalid or out-of-range values and takes the first of repeated ones', () => {
    expect(
      rawFromQuery(fields, { amount: '50', rate: 'abc', years: ['5', '6'], mode: 'z' }),
    ).toEqual({ amount: '10000', rate: '12', years: '5', mode: 'a' });
  });

  it('knows whether the query carries any field', () => {
    expect(hasFieldInQuery(fields, { slug: 'x' })).toBe(false);
    expect(hasFieldInQuery(fields, { slug: 'x', years: '3' })).toBe(true);
  });
});
