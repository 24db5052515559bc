import { istDateTime, istDay } from '@/utils/dates/ist';

describe('days and times in India', () => {
  it("writes an instant's day in India as DD/MM/YYYY, the spec's format", () => {
    expect(istDay('2025-06-02T04:30:00Z')).toBe('02/06/2025');
    // 20:00 UTC on the 24th is already the 25th in India.
    expect(istDay('2026-11-24T20:00:00Z')).toBe('25/11/2026');
    expect(istDay('2026-11-24T18:29:59Z')).toBe('24/11/2026');
    expect(istDay(new Date('2026-12-31T18:30:00Z'))).toBe('01/01/2027');
  });

  it('says nothing for a missing or unreadable date', () => {
    expect(istDay(null)).toBe('');
    expect(istDay('')).toBe('');
    expect(istDay('not a date')).toBe('');
  });

  it('writes an instant with its time in India, 24-hour', () => {
    expect(istDateTime('2026-11-24T08:00:00Z')).toBe('24/11/2026, 13:30');
  });
});
