import { formValuesAt, isoFromSlotDate, readSlot, slotDateOf, slotTimeOf } from '@/utils/desk/slot';

describe('readSlot', () => {
  it('reads the spec day and slot as India-time instants', () => {
    expect(readSlot('24/11/2026', '10:30AM-11:00AM')).toEqual({
      isoDate: '2026-11-24',
      startsAt: new Date('2026-11-24T10:30:00+05:30'),
      endsAt: new Date('2026-11-24T11:00:00+05:30'),
    });
    expect(readSlot('24/11/2026', '12:00PM-12:30AM')).toBe('order');
    expect(readSlot('24/11/2026', '11:45PM-11:50PM')).toMatchObject({ startsAt: new Date('2026-11-24T23:45:00+05:30') });
  });

  it.each([
    ['31/02/2026', '10:00AM-10:30AM', 'date'],
    ['2026-11-24', '10:00AM-10:30AM', 'date'],
    ['24/11/2026', '13:00PM-01:30PM', 'time'],
    ['24/11/2026', '10:60AM-11:00AM', 'time'],
    ['24/11/2026', '10:00AM', 'time'],
    ['24/11/2026', '10:00AM-10:30AM-11:00AM', 'time'],
    ['24/11/2026', '10:30AM-10:30AM', 'order'],
  ])('%s %s → %s', (date, time, problem) => {
    expect(readSlot(date, time)).toBe(problem);
  });
});

describe('form values', () => {
  it('converts the inputs both ways', () => {
    expect(slotDateOf('2026-11-24')).toBe('24/11/2026');
    expect(isoFromSlotDate('24/11/2026')).toBe('2026-11-24');
    expect(slotTimeOf('00:05')).toBe('12:05AM');
    expect(slotTimeOf('12:00')).toBe('12:00PM');
    expect(slotTimeOf('23:59')).toBe('11:59PM');
    expect(formValuesAt(new Date('2026-11-24T18:40:00Z'))).toEqual({ date: '2026-11-25', time: '00:10' });
  });
});
