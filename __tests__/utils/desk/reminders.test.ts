import { REMINDER_WINDOW_MS, dueReminders, reminderAction } from '@/utils/desk/reminders';

const START = Date.parse('2026-11-24T05:00:00Z');
const followUp = (notified = false) => ({ id: 'f1', starts_at: new Date(START).toISOString(), notified });

describe('reminderAction', () => {
  it.each([
    ['more than 2 minutes before the start', START - REMINDER_WINDOW_MS - 1, 'wait'],
    ['exactly 2 minutes before', START - REMINDER_WINDOW_MS, 'remind'],
    ['at the start', START, 'remind'],
    ['exactly 2 minutes after', START + REMINDER_WINDOW_MS, 'remind'],
    ['more than 2 minutes past', START + REMINDER_WINDOW_MS + 1, 'silent'],
    ['hours past', START + 5 * 3_600_000, 'silent'],
  ])('%s → %s', (_label, now, action) => {
    expect(reminderAction(followUp(), now)).toBe(action);
  });

  it('never acts on a follow-up already notified', () => {
    expect(reminderAction(followUp(true), START)).toBe('wait');
    expect(reminderAction(followUp(true), START + 3_600_000)).toBe('wait');
  });

  it('waits on a start it cannot read', () => {
    expect(reminderAction({ id: 'x', starts_at: 'soon', notified: false }, START)).toBe('wait');
  });
});

describe('dueReminders', () => {
  it('keeps only the follow-ups to claim, each with its action', () => {
    const list = [
      { id: 'now', starts_at: new Date(START).toISOString(), notified: false },
      { id: 'later', starts_at: new Date(START + 3_600_000).toISOString(), notified: false },
      { id: 'missed', starts_at: new Date(START - 3_600_000).toISOString(), notified: false },
      { id: 'done', starts_at: new Date(START).toISOString(), notified: true },
    ];
    expect(dueReminders(list, START).map((d) => [d.followUp.id, d.action])).toEqual([
      ['now', 'remind'],
      ['missed', 'silent'],
    ]);
  });
});
