import { defaultSalesRange, monthsBefore, periodStart, salesPeriods } from '@/utils/clients/salesPeriods';

describe('New Sales periods', () => {
  it('names a week by its Monday and a month by its first day, as date_trunc does', () => {
    expect(periodStart('2025-01-05', 'week')).toBe('2024-12-30'); // a Sunday
    expect(periodStart('2025-01-06', 'week')).toBe('2025-01-06'); // a Monday
    expect(periodStart('2025-02-28', 'month')).toBe('2025-02-01');
    expect(periodStart('2025-02-28', 'day')).toBe('2025-02-28');
  });

  it('lists every period of a range, across a year end and a leap day', () => {
    expect(salesPeriods('2024-11-15', '2025-02-01', 'month')).toEqual(['2024-11-01', '2024-12-01', '2025-01-01', '2025-02-01']);
    expect(salesPeriods('2024-02-28', '2024-03-01', 'day')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(salesPeriods('2025-01-01', '2025-01-13', 'week')).toEqual(['2024-12-30', '2025-01-06', '2025-01-13']);
  });

  it('goes back whole months, keeping the day where the month has it', () => {
    expect(monthsBefore('2026-11-24', 24)).toBe('2024-11-24');
    expect(monthsBefore('2025-03-31', 1)).toBe('2025-02-28');
    // 18:40 UTC on 24 Nov is already 25 Nov in India.
    expect(defaultSalesRange(new Date('2026-11-24T18:40:00Z'))).toEqual({ from: '2024-11-25', to: '2026-11-25', group: 'month' });
  });
});
