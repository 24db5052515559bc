import { z } from 'zod';
import {
  ARN_LENGTH,
  MESSAGES,
  OTP_LENGTH,
  PHONE_LENGTH,
  digitsOnly,
  dobSchema,
  fieldErrors,
  mobileSchema,
  signupSchema,
} from '@/utils/validation';
import { allMessages } from './helpers';

describe('digitsOnly', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('+91 98765-43210')).toBe('919876543210');
    expect(digitsOnly('(987) 654 3210')).toBe('9876543210');
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly('')).toBe('');
  });

  it('cuts to the maximum length', () => {
    expect(digitsOnly('98765432109999', PHONE_LENGTH)).toBe('9876543210');
    expect(digitsOnly('98-76', PHONE_LENGTH)).toBe('9876');
    expect(digitsOnly('123', 0)).toBe('');
  });

  it('turns digits typed in Indian scripts into ASCII digits', () => {
    expect(digitsOnly('९८७६५४३२१०')).toBe('9876543210'); // Devanagari
    expect(digitsOnly('૯૮૭૬')).toBe('9876'); // Gujarati
    expect(digitsOnly('੯੮')).toBe('98'); // Gurmukhi
    expect(digitsOnly('৯৮')).toBe('98'); // Bengali
  });

  it('handles missing input and numbers', () => {
    expect(digitsOnly(undefined)).toBe('');
    expect(digitsOnly(null)).toBe('');
    expect(digitsOnly(9876543210)).toBe('9876543210');
  });

  it('rejects a bad maximum length', () => {
    expect(() => digitsOnly('1', -1)).toThrow(RangeError);
    expect(() => digitsOnly('1', 1.5)).toThrow(RangeError);
  });

  it('produces input the mobile schema accepts', () => {
    expect(mobileSchema.parse(digitsOnly('+91-98765 43210'.slice(3), PHONE_LENGTH))).toBe('9876543210');
  });
});

describe('constants and messages', () => {
  it('exposes the phone, ARN and OTP lengths', () => {
    expect([PHONE_LENGTH, ARN_LENGTH, OTP_LENGTH]).toEqual([10, 6, 6]);
  });

  it('has the server-side messages verbatim', () => {
    expect(MESSAGES.otpIncorrect).toBe('Incorrect OTP');
    expect(MESSAGES.mobileNotRegistered).toBe('This mobile number is not registered');
  });
});

describe('fieldErrors', () => {
  it('keeps the first message of each field', () => {
    const result = signupSchema.safeParse({ name: '', mobile_no: '1' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({ name: 'Name cannot be empty', mobile_no: 'Not a valid number' });
    }
  });

  it('joins nested paths and keeps only the first issue per path', () => {
    const schema = z.object({ children: z.array(z.object({ dob: z.string().min(3, 'short').regex(/x/, 'no x') })) });
    const result = schema.safeParse({ children: [{ dob: 'ab' }] });
    expect(!result.success && fieldErrors(result.error)).toEqual({ 'children.0.dob': 'short' });
  });
});

describe('dobSchema', () => {
  const today = () => '2024-06-15';

  it('applies the date-of-birth rules of each role', () => {
    expect(dobSchema('child', today).parse('16/03/2024')).toBe('16/03/2024');
    expect(allMessages(dobSchema('child', today), '17/03/2024')).toEqual(["Child's age must be between 90 days and 25 years"]);
    expect(allMessages(dobSchema('spouse', today), '31/12/1968')).toEqual(['Age must be between 18 and 55 years']);
    expect(allMessages(dobSchema('adult', today), '31/02/2000')).toEqual(['Please enter a valid date']);
    expect(allMessages(dobSchema('adult', today), '')).toEqual(['Date of birth cannot be empty']);
    expect(allMessages(dobSchema('adult', today), undefined)).toEqual(['Date of birth cannot be empty']);
  });

  it('reads today at parse time', () => {
    let now = '2024-06-15';
    const schema = dobSchema('adult', () => now);
    expect(schema.safeParse('01/01/2006').success).toBe(true); // 18 in 2024
    now = '2023-06-15';
    expect(schema.safeParse('01/01/2006').success).toBe(false); // 17 in 2023
  });
});
