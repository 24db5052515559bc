import {
  arnStatusOf,
  hasNismCertification,
  hasValidArn,
  isRegisteredAdvisor,
  parseArnValidTill,
} from '@/utils/advisor';

const TODAY = '2026-03-15';

describe('registered-advisor rule', () => {
  it('counts a validated ARN that expires today as still valid', () => {
    expect(
      isRegisteredAdvisor({ arn_status: 'validated', arn_valid_till: '15/03/2026' }, TODAY),
    ).toBe(true);
  });

  it('does not count a validated ARN that expired yesterday', () => {
    expect(
      isRegisteredAdvisor({ arn_status: 'validated', arn_valid_till: '14/03/2026' }, TODAY),
    ).toBe(false);
  });

  it('compares whole dates, not the day of the month alone', () => {
    // 01/04/2026 has a smaller day number than today's 15 but lies in a later month.
    expect(hasValidArn({ arn_status: 'validated', arn_valid_till: '01/04/2026' }, TODAY)).toBe(
      true,
    );
    expect(hasValidArn({ arn_status: 'validated', arn_valid_till: '31/12/2025' }, TODAY)).toBe(
      false,
    );
  });

  it('does not count a pending ARN whatever its date', () => {
    expect(
      isRegisteredAdvisor({ arn_status: 'pending', arn_valid_till: '29/05/2030' }, TODAY),
    ).toBe(false);
  });

  it('reads the status without regard to case and refuses unreadable dates', () => {
    expect(hasValidArn({ arn_status: 'Validated', arn_valid_till: '29/05/2030' }, TODAY)).toBe(
      true,
    );
    expect(hasValidArn({ arn_status: 'validated', arn_valid_till: '2030-05-29' }, TODAY)).toBe(
      false,
    );
    expect(hasValidArn({ arn_status: 'validated', arn_valid_till: '31/02/2030' }, TODAY)).toBe(
      false,
    );
    expect(hasValidArn({ arn_status: 'validated', arn_valid_till: null }, TODAY)).toBe(false);
  });

  it('takes a Date for today by its local calendar day', () => {
    const lateEvening = new Date(2026, 2, 15, 23, 59);
    expect(
      hasValidArn({ arn_status: 'validated', arn_valid_till: '15/03/2026' }, lateEvening),
    ).toBe(true);
    const nextMorning = new Date(2026, 2, 16, 0, 1);
    expect(
      hasValidArn({ arn_status: 'validated', arn_valid_till: '15/03/2026' }, nextMorning),
    ).toBe(false);
  });

  it('counts a NISM certification with a url, in any case', () => {
    const advisor = {
      arn_status: 'pending',
      certifications: [
        { name: 'CFP', url: 'https://example.test/cfp.pdf' },
        { name: 'Nism Series V-A', url: 'https://example.test/nism.pdf' },
      ],
    };
    expect(hasNismCertification(advisor)).toBe(true);
    expect(isRegisteredAdvisor(advisor, TODAY)).toBe(true);
  });

  it('does not count a NISM certification without a url', () => {
    expect(
      isRegisteredAdvisor({ certifications: [{ name: 'NISM Series V-A', url: '' }] }, TODAY),
    ).toBe(false);
    expect(
      isRegisteredAdvisor({ certifications: [{ name: 'NISM Series V-A', url: '   ' }] }, TODAY),
    ).toBe(false);
    expect(
      isRegisteredAdvisor({ certifications: [{ name: 'NISM Series V-A', url: null }] }, TODAY),
    ).toBe(false);
  });

  it('does not count other certifications with a url', () => {
    expect(
      isRegisteredAdvisor({ certifications: [{ name: 'CFA', url: 'https://x.test' }] }, TODAY),
    ).toBe(false);
  });

  it('is false for nothing at all', () => {
    expect(isRegisteredAdvisor(null, TODAY)).toBe(false);
    expect(isRegisteredAdvisor({}, TODAY)).toBe(false);
  });
});

describe('helpers', () => {
  it('parses DD/MM/YYYY only', () => {
    expect(parseArnValidTill('29/05/2028')).toEqual({ year: 2028, month: 5, day: 29 });
    expect(parseArnValidTill('29-May-2028')).toBeNull();
  });

  it('names the ARN status, pending by default', () => {
    expect(arnStatusOf({ arn_status: 'validated' })).toBe('validated');
    expect(arnStatusOf({ arn_status: 'anything' })).toBe('pending');
    expect(arnStatusOf(undefined)).toBe('pending');
  });
});
