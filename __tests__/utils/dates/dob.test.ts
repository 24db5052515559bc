import {
  ageInDays,
  checkDob,
  isAdult,
  isValidChildAge,
  isValidSpouseOrClientAge,
  parseDob,
  toCalendarDate,
  validateDob,
  yearDifference,
} from '@/utils/dates/dob';

const TODAY = '2024-06-15';
const dob = (text: string) => {
  const parsed = parseDob(text);
  if (!parsed) throw new Error(`test date ${text} did not parse`);
  return parsed;
};

describe('validateDob: shape', () => {
  it.each([[''], ['   '], [undefined], [null]])('treats %p as empty', (input) => {
    expect(validateDob(input, TODAY)).toEqual({ ok: false, error: 'empty', message: 'Date of birth cannot be empty' });
  });

  it.each([['1/2/2000'], ['01-02-2000'], ['01/02/20000'], [' 01/02/2000'], ['01/02/2000 '], ['2000/02/01'], ['ab/cd/efgh'], ['01/02/200']])(
    'rejects %p as not DD/MM/YYYY',
    (input) => {
      const result = validateDob(input, TODAY);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error).toBe('format');
    },
  );

  it.each([['31/02/2000'], ['29/02/2001'], ['29/02/1900'], ['31/04/2000'], ['00/01/2000'], ['15/13/2000'], ['15/00/2000'], ['01/01/0000']])(
    'rejects %p as not a real calendar date',
    (input) => {
      const result = validateDob(input, TODAY);
      expect(!result.ok && result.error).toBe('invalid_date');
    },
  );

  it('accepts leap days of leap years', () => {
    expect(validateDob('29/02/2000', TODAY)).toEqual({ ok: true, date: { year: 2000, month: 2, day: 29 } });
    expect(validateDob('29/02/2024', TODAY).ok).toBe(true);
  });

  it('refuses a date after today and accepts today itself', () => {
    expect(validateDob('16/06/2024', TODAY)).toMatchObject({ ok: false, error: 'future' });
    expect(validateDob('01/01/2025', TODAY)).toMatchObject({ ok: false, error: 'future' });
    expect(validateDob('15/06/2024', TODAY).ok).toBe(true);
  });

  it('refuses a year of birth over 120 years ago (01/01/1890), and accepts 120 exactly', () => {
    expect(validateDob('01/01/1890', TODAY)).toEqual({ ok: false, error: 'age', message: 'Age cannot be more than 120 years: please check the year' });
    expect(validateDob('01/01/1904', TODAY).ok).toBe(true);
    expect(checkDob('01/01/1890', 'adult', TODAY)).toMatchObject({ ok: false, error: 'age' });
  });

  it('reads an injected Date by its local calendar day', () => {
    expect(validateDob('15/06/2024', new Date(2024, 5, 15, 0, 5)).ok).toBe(true);
    expect(validateDob('16/06/2024', new Date(2024, 5, 15, 23, 55)).ok).toBe(false);
  });

  it('rejects a malformed today', () => {
    expect(() => validateDob('01/01/2000', '15/06/2024')).toThrow(RangeError);
    expect(() => toCalendarDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('year difference and days', () => {
  it('counts ages by calendar year, not completed years', () => {
    expect(yearDifference(dob('31/12/2008'), '2026-01-01')).toBe(18);
    expect(yearDifference(dob('01/01/2009'), '2026-12-31')).toBe(17);
  });

  it('counts days across months and leap years', () => {
    expect(ageInDays(dob('15/06/2024'), TODAY)).toBe(0);
    expect(ageInDays(dob('17/03/2024'), TODAY)).toBe(90);
    expect(ageInDays(dob('15/06/2023'), TODAY)).toBe(366);
    expect(ageInDays(dob('15/06/2022'), '2023-06-15')).toBe(365);
  });
});

describe('adult', () => {
  it('is an adult from a year difference of 18, even before the birthday', () => {
    expect(isAdult(dob('31/12/2008'), '2026-01-01')).toBe(true);
    expect(isAdult(dob('01/01/2009'), '2026-12-31')).toBe(false);
    expect(isAdult(dob('01/01/1950'), TODAY)).toBe(true);
  });
});

describe('spouse or client', () => {
  it('accepts year differences 18 to 55 only', () => {
    expect(isValidSpouseOrClientAge(dob('31/12/2006'), TODAY)).toBe(true); // 18
    expect(isValidSpouseOrClientAge(dob('01/01/2007'), TODAY)).toBe(false); // 17
    expect(isValidSpouseOrClientAge(dob('01/01/1969'), TODAY)).toBe(true); // 55
    expect(isValidSpouseOrClientAge(dob('31/12/1968'), TODAY)).toBe(false); // 56
  });
});

describe('child', () => {
  it('accepts year differences 2 to 25', () => {
    expect(isValidChildAge(dob('01/01/1999'), TODAY)).toBe(true); // 25
    expect(isValidChildAge(dob('31/12/1998'), TODAY)).toBe(false); // 26
    expect(isValidChildAge(dob('31/12/2022'), TODAY)).toBe(true); // 2
  });

  it('accepts a child under 2 only when older than 90 days', () => {
    expect(isValidChildAge(dob('16/03/2024'), TODAY)).toBe(true); // 91 days
    expect(isValidChildAge(dob('17/03/2024'), TODAY)).toBe(false); // exactly 90 days
    expect(isValidChildAge(dob('01/06/2024'), TODAY)).toBe(false);
    expect(isValidChildAge(dob('15/06/2024'), TODAY)).toBe(false);
  });

  it('applies the 90-day rule across a year boundary (year difference 1)', () => {
    expect(isValidChildAge(dob('16/10/2023'), '2024-01-15')).toBe(true); // 91 days
    expect(isValidChildAge(dob('17/10/2023'), '2024-01-15')).toBe(false); // 90 days
    expect(isValidChildAge(dob('01/12/2023'), '2024-01-15')).toBe(false);
    expect(isValidChildAge(dob('15/01/2023'), '2024-01-15')).toBe(true);
  });

  it('never accepts a birth date after today', () => {
    expect(isValidChildAge(dob('16/06/2024'), TODAY)).toBe(false);
  });
});

describe('checkDob', () => {
  it('returns the parsed date when every rule passes', () => {
    expect(checkDob('10/05/1990', 'client', TODAY)).toEqual({ ok: true, date: { year: 1990, month: 5, day: 10 } });
  });

  it('reports shape errors before age errors', () => {
    expect(checkDob('', 'adult', TODAY)).toMatchObject({ ok: false, error: 'empty' });
    expect(checkDob('31/02/2000', 'child', TODAY)).toMatchObject({ ok: false, error: 'invalid_date', message: 'Please enter a valid date' });
    expect(checkDob('1/1/2000', 'child', TODAY)).toMatchObject({ message: 'Please enter the date as DD/MM/YYYY' });
    expect(checkDob('16/06/2024', 'child', TODAY)).toMatchObject({ message: 'Date of birth cannot be in the future' });
  });

  it('gives the age message of each role', () => {
    expect(checkDob('01/01/2010', 'adult', TODAY)).toEqual({ ok: false, error: 'age', message: 'Age must be at least 18 years' });
    expect(checkDob('01/01/1960', 'spouse', TODAY)).toMatchObject({ error: 'age', message: 'Age must be between 18 and 55 years' });
    expect(checkDob('01/01/2010', 'client', TODAY)).toMatchObject({ error: 'age' });
    expect(checkDob('01/06/2024', 'child', TODAY)).toMatchObject({
      error: 'age',
      message: "Child's age must be between 90 days and 25 years",
    });
    expect(checkDob('01/01/1960', 'adult', TODAY).ok).toBe(true);
  });

  it('uses the current day when none is injected', () => {
    expect(checkDob('01/01/1990', 'adult').ok).toBe(true);
    expect(checkDob('01/01/2999', 'adult')).toMatchObject({ error: 'future' });
  });
});
