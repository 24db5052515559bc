// Who did something (issue 30 "who did what"): orders, cart lines, cart links, notes, follow-ups and KYC submissions
// record the kind of person who acted and their user id. A relationship manager acting for an advisor is recorded
// as the manager (the row's advisor is the one he acted for); the fund house, the bank and scheduled jobs are 'system'.

export type ActorKind = 'investor' | 'advisor' | 'manager' | 'sub_agent' | 'system';

/** An actor as the API shows it. `for_name`: the advisor a manager acted for. */
export interface ActorView {
  kind: ActorKind;
  name: string | null;
  for_name: string | null;
}

const ROLE_WORDS: Record<ActorKind, string> = {
  investor: 'investor',
  advisor: 'advisor',
  manager: 'relationship manager',
  sub_agent: 'sub-agent',
  system: 'ZF',
};

/** "Rahul Mehta (advisor)", "Karan Malhotra for Rahul Mehta (relationship manager)", "ZF (system)". */
export function actorLabel(actor: ActorView): string {
  if (actor.kind === 'system') return 'ZF (system)';
  const who = actor.name ?? `the ${ROLE_WORDS[actor.kind]}`;
  const forWhom = actor.kind === 'manager' && actor.for_name ? ` for ${actor.for_name}` : '';
  return actor.name ? `${who}${forWhom} (${ROLE_WORDS[actor.kind]})` : `${who}${forWhom}`;
}
