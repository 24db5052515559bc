import { loginSchema, mobileSchema, signupSchema, verifyOtpSchema, otpSchema, fullNameSchema } from '@/utils/validation';
import { allMessages, firstMessage } from './helpers';

describe('mobile number (login)', () => {
  it.each([['9876543210'], ['6000000000'], ['7123456789'], ['8999999999']])('accepts %p', (mobile) => {
    expect(loginSchema.parse({ mobile_no: mobile })).toEqual({ mobile_no: mobile });
  });

  it('says the number cannot be empty when blank or missing', () => {
    expect(allMessages(loginSchema, { mobile_no: '' })).toEqual(['Mobile number cannot be empty']);
    expect(allMessages(loginSchema, { mobile_no: '   ' })).toEqual(['Mobile number cannot be empty']);
    expect(allMessages(loginSchema, {})).toEqual(['Mobile number cannot be empty']);
    expect(firstMessage(mobileSchema, null)).toBe('Mobile number cannot be empty');
  });

  it.each([
    ['5876543210', 'first digit 5'],
    ['0987654321', 'first digit 0'],
    ['1234567890', 'first digit 1'],
    ['987654321', '9 digits'],
    ['98765432101', '11 digits'],
    ['98765a3210', 'a letter'],
    ['98765 43210', 'inner space'],
    ['+919876543210', 'country code'],
    ['９８７６５４３２１０', 'full-width digits'],
  ])('rejects %p (%s) as not a valid number', (mobile) => {
    expect(allMessages(loginSchema, { mobile_no: mobile })).toEqual(['Not a valid number']);
  });

  it('rejects a number sent as a JSON number', () => {
    expect(firstMessage(mobileSchema, 9876543210)).toBe('Not a valid number');
  });

  it('trims surrounding spaces', () => {
    expect(mobileSchema.parse(' 9876543210 ')).toBe('9876543210');
  });

  it('reports the error on the mobile_no path', () => {
    const result = loginSchema.safeParse({ mobile_no: '123' });
    expect(result.success).toBe(false);
    expect(!result.success && result.error.issues[0].path).toEqual(['mobile_no']);
  });
});

describe('signup', () => {
  it('accepts a full name and a valid mobile', () => {
    expect(signupSchema.parse({ name: '  Asha   Rao ', mobile_no: '9876543210' })).toEqual({
      name: 'Asha   Rao',
      mobile_no: '9876543210',
    });
    expect(fullNameSchema.parse('आशा राव')).toBe('आशा राव');
  });

  it('says the name cannot be empty', () => {
    expect(allMessages(fullNameSchema, '')).toEqual(['Name cannot be empty']);
    expect(allMessages(fullNameSchema, '  \t ')).toEqual(['Name cannot be empty']);
    expect(firstMessage(signupSchema, { mobile_no: '9876543210' })).toBe('Name cannot be empty');
  });

  it('asks for a full name of at least two words', () => {
    expect(allMessages(fullNameSchema, 'Asha')).toEqual(['Please enter your fullname']);
    expect(allMessages(fullNameSchema, '  Asha  ')).toEqual(['Please enter your fullname']);
    expect(firstMessage(fullNameSchema, 'Asha Kumari Rao')).toBeNull();
  });

  it('takes letters of any script, spaces, dots, apostrophes and hyphens, and no markup (issue 33, item 20)', () => {
    for (const name of ["D'Souza Maria", 'Anne-Marie Rao', 'R. K. Narayan', 'आशा राव', 'Élodie Dsouza']) expect(firstMessage(fullNameSchema, name)).toBeNull();
    for (const name of ['<script>alert(1)</script> x', '<img src=x onerror=alert(1)> Rao', 'Asha 123', 'Asha_Rao Verma', '-Asha Rao']) {
      expect(allMessages(fullNameSchema, name)).toEqual(['A name may have only letters, spaces, dots, apostrophes and hyphens']);
    }
  });

  it('validates the mobile as login does', () => {
    expect(firstMessage(signupSchema, { name: 'Asha Rao', mobile_no: '' })).toBe('Mobile number cannot be empty');
    expect(firstMessage(signupSchema, { name: 'Asha Rao', mobile_no: '5876543210' })).toBe('Not a valid number');
  });

  it('reports both fields at once', () => {
    const result = signupSchema.safeParse({ name: 'Asha', mobile_no: '12' });
    expect(!result.success && result.error.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['name', 'Please enter your fullname'],
      ['mobile_no', 'Not a valid number'],
    ]);
  });
});

describe('OTP', () => {
  it('accepts exactly six digits', () => {
    expect(otpSchema.parse('012345')).toBe('012345');
    expect(verifyOtpSchema.parse({ mobile_no: '9876543210', otp: '123456' })).toEqual({ mobile_no: '9876543210', otp: '123456' });
  });

  it.each([['12345'], ['1234567'], ['12a456'], ['12 456']])('rejects %p', (otp) => {
    expect(allMessages(otpSchema, otp)).toEqual(['Please enter the 6-digit OTP']);
  });

  it('says an empty OTP cannot be empty', () => {
    expect(allMessages(otpSchema, '')).toEqual(['OTP cannot be empty']);
    expect(firstMessage(verifyOtpSchema, { mobile_no: '9876543210' })).toBe('OTP cannot be empty');
  });
});
