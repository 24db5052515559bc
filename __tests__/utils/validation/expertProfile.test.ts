import { EXPERIENCE_RANGE, expertProfileSchema } from '@/utils/validation';
import { allMessages } from './helpers';

const valid = {
  arn: '123456',
  address: '12 MG Road, Gurgaon',
  about: 'Helping families invest since 2010.',
  experience: '12',
  no_of_clients: '150',
  aum: '25000000',
};

/** Messages for one field when the rest of the form is valid. */
function messagesFor(field: keyof typeof valid, value: unknown): string[] {
  const result = expertProfileSchema.safeParse({ ...valid, [field]: value });
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

describe('expert profile', () => {
  it('parses a valid form into typed values', () => {
    expect(expertProfileSchema.parse(valid)).toEqual({
      arn: '123456',
      address: '12 MG Road, Gurgaon',
      about: 'Helping families invest since 2010.',
      experience: 12,
      no_of_clients: 150,
      aum: 25000000,
    });
  });

  it('accepts numbers as sent by a JSON client', () => {
    const parsed = expertProfileSchema.parse({ ...valid, experience: 0, no_of_clients: 0, aum: 5 });
    expect([parsed.experience, parsed.no_of_clients, parsed.aum]).toEqual([0, 0, 5]);
  });

  describe('ARN', () => {
    it('is optional', () => {
      for (const arn of [undefined, null, '', '   ']) {
        expect(expertProfileSchema.parse({ ...valid, arn }).arn).toBeUndefined();
      }
    });

    it.each([['12345'], ['1234567'], ['ARN-1234567'], ['1']])('rejects %p, which is not 6 characters', (arn) => {
      expect(messagesFor('arn', arn)).toEqual(['Please enter a valid ARN']);
    });

    it('accepts exactly 6 characters, trimmed', () => {
      expect(expertProfileSchema.parse({ ...valid, arn: ' AB1234 ' }).arn).toBe('AB1234');
      // As the app itself shows an ARN.
      expect(expertProfileSchema.parse({ ...valid, arn: 'ARN-245871' }).arn).toBe('245871');
      expect(expertProfileSchema.parse({ ...valid, arn: 'arn 245871' }).arn).toBe('245871');
      expect(messagesFor('arn', 123456)).toEqual(['Please enter a valid ARN']);
    });
  });

  it('requires an address', () => {
    expect(messagesFor('address', '')).toEqual(['Address cannot be empty']);
    expect(messagesFor('address', '  ')).toEqual(['Address cannot be empty']);
    expect(messagesFor('address', undefined)).toEqual(['Address cannot be empty']);
  });

  it('asks for a short description when about is empty', () => {
    expect(messagesFor('about', '')).toEqual(['A short description will help you connect better']);
    expect(messagesFor('about', undefined)).toEqual(['A short description will help you connect better']);
  });

  it('limits about to 5000 characters', () => {
    expect(messagesFor('about', 'a'.repeat(5000))).toEqual([]);
    expect(messagesFor('about', 'a'.repeat(5001))).toEqual(['Text cannot be longer than 5000 characters']);
  });

  describe('experience', () => {
    it('cannot be empty', () => {
      expect(messagesFor('experience', '')).toEqual(['Experience cannot be empty']);
      expect(messagesFor('experience', undefined)).toEqual(['Experience cannot be empty']);
      expect(messagesFor('experience', null)).toEqual(['Experience cannot be empty']);
    });

    it('accepts whole years 0 to 80', () => {
      expect(EXPERIENCE_RANGE).toEqual({ min: 0, max: 80 });
      for (const years of ['0', '1', '79', '80', 80]) expect(messagesFor('experience', years)).toEqual([]);
    });

    it.each([['81'], ['-1'], ['abc'], ['2.5'], [2.5], [-1], [Number.NaN], [true]])('rejects %p', (years) => {
      expect(messagesFor('experience', years)).toEqual(['Please choose a valid number']);
    });
  });

  describe('number of clients', () => {
    it("can't be empty", () => {
      expect(messagesFor('no_of_clients', '')).toEqual(["This field can't be empty"]);
      expect(messagesFor('no_of_clients', undefined)).toEqual(["This field can't be empty"]);
    });

    it.each([['12a'], ['-3'], ['1.5'], ['1,000'], ['99999999999999999999']])('rejects %p: only numbers', (count) => {
      expect(messagesFor('no_of_clients', count)).toEqual(['Only numbers']);
    });
  });

  describe('AUM', () => {
    it('is optional', () => {
      for (const aum of [undefined, null, '', ' ']) {
        expect(expertProfileSchema.parse({ ...valid, aum }).aum).toBeUndefined();
      }
    });

    it.each([['12 lakh'], ['1.5'], ['-100'], ['₹500']])('rejects %p: only numbers', (aum) => {
      expect(messagesFor('aum', aum)).toEqual(['Only numbers']);
    });
  });

  it('reports every failing field of an empty form once', () => {
    expect(allMessages(expertProfileSchema, {})).toEqual([
      'Address cannot be empty',
      'A short description will help you connect better',
      'Experience cannot be empty',
      "This field can't be empty",
    ]);
  });
});
