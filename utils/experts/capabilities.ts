/** The transactions an advisor handles for clients (experts.capabilities), as stored codes and as people read them. */

export const EXPERT_CAPABILITIES = ['sip', 'lumpsum', 'redemption', 'switch', 'stp', 'swp'] as const;
export type ExpertCapability = (typeof EXPERT_CAPABILITIES)[number];

export const EXPERT_CAPABILITY_LABELS: Record<ExpertCapability, string> = {
  sip: 'SIP',
  lumpsum: 'Lumpsum purchase',
  redemption: 'Redemption',
  switch: 'Switch',
  stp: 'STP',
  swp: 'SWP',
};
