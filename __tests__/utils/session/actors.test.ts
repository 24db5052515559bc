import { actorLabel } from '@/utils/session/actors';

describe('actorLabel', () => {
  it('names the person and their part, a manager with the advisor he acted for', () => {
    expect(actorLabel({ kind: 'advisor', name: 'Rahul Mehta', for_name: null })).toBe('Rahul Mehta (advisor)');
    expect(actorLabel({ kind: 'manager', name: 'Karan Malhotra', for_name: 'Rahul Mehta' })).toBe(
      'Karan Malhotra for Rahul Mehta (relationship manager)',
    );
    expect(actorLabel({ kind: 'sub_agent', name: 'Kavita Arora', for_name: null })).toBe('Kavita Arora (sub-agent)');
    expect(actorLabel({ kind: 'investor', name: 'Asha Verma', for_name: null })).toBe('Asha Verma (investor)');
  });

  it("says the part alone when the name is not known, and ZF for the system's steps", () => {
    expect(actorLabel({ kind: 'advisor', name: null, for_name: null })).toBe('the advisor');
    expect(actorLabel({ kind: 'system', name: null, for_name: null })).toBe('ZF (system)');
  });
});
