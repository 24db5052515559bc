// The penny drop's name match: the ways banks write a name must still match; another person must not.
import {
  MATCH_THRESHOLD,
  nameMatchScore,
  nameTokens,
  namesMatch,
} from '@/server/providers/pennydrop/nameMatch';

describe('nameMatchScore', () => {
  it.each([
    ['Asha Verma', 'ASHA VERMA', 100, 'case'],
    ['Asha Verma', 'VERMA ASHA', 100, 'order'],
    ['Asha Verma', 'MRS. ASHA VERMA', 100, 'an honorific'],
    ['Dr Asha Verma', 'SMT ASHA VERMA', 100, 'honorifics on both sides'],
    ['Asha Verma', 'A VERMA', 90, 'an initial for the first name'],
    ['Asha Kumari Verma', 'A K VERMA', 87, 'initials for first and middle names'],
    ['Asha Verma', 'ASHA KUMARI VERMA', 89, 'an extra middle name'],
    ['Asha Verma', 'ASHA RANI KUMARI VERMA', 80, 'two extra middle names'],
    ['Mohammed Khan', 'MOHAMMAD KHAN', 94, 'a spelling variant'],
    ['José D\u2019Souza', 'JOSE DSOUZA', 100, 'accents and apostrophes'],
  ])('%s / %s scores %i (%s) and matches', (kyc, bank, score) => {
    expect(nameMatchScore(kyc, bank)).toBe(score);
    expect(namesMatch(kyc, bank)).toBe(true);
  });

  it.each([
    ['Asha Verma', 'RAMESH KUMAR SHARMA', 'another person'],
    ['Asha Verma', 'ASHA SHARMA', 'another surname'],
    ['Asha Verma', 'ANIL VERMA', 'another first name'],
    ['Asha Verma', 'ASHA', 'the surname missing'],
    ['Asha Verma', 'A V', 'initials alone'],
    ['Asha Verma', '', 'no name at all'],
  ])('%s / %s does not match (%s)', (kyc, bank) => {
    expect(nameMatchScore(kyc, bank)).toBeLessThan(MATCH_THRESHOLD);
    expect(namesMatch(kyc, bank)).toBe(false);
  });

  it('is symmetric, so it does not matter which side is the bank', () => {
    expect(nameMatchScore('A K VERMA', 'Asha Kumari Verma')).toBe(
      nameMatchScore('Asha Kumari Verma', 'A K VERMA'),
    );
  });

  it('splits on dots and drops titles', () => {
    expect(nameTokens('Mr. A.K. Verma')).toEqual(['A', 'K', 'VERMA']);
  });
});
