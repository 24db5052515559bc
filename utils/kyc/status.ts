/**
 * What a KYC status lets a person do, in words, for the dashboard and the fund page. KRA rules (DOMAIN.md "KYC",
 * SEBI circular SEBI/HO/MIRSD/FATF/P/CIR/2023/0144 and its change of 14 May 2024): Validated may invest at any fund
 * house; Registered may transact only where units are already held and upgrades by KYC modification; On hold may
 * not transact at all (SIPs and redemptions included) until its cause is fixed; Rejected may not transact.
 */

export const KYC_STATUSES = [
  'verified',
  'registered',
  'on_hold',
  'rejected',
  'submitted',
  'in_progress',
  'not_started',
] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/**
 * A KYC the KRA has (sent, or answered with anything but a rejection): nothing is submitted any more, and an
 * advisor's change to the client's bank accounts or nominees waits for the client's confirmation (issue 30).
 */
export const WITH_THE_KRA: readonly KycStatus[] = ['submitted', 'verified', 'registered', 'on_hold'];
export const isWithTheKra = (status: string | null | undefined): boolean =>
  WITH_THE_KRA.includes((status ?? '') as KycStatus);

/** Where "Upgrade KYC" leads: the modification flow (DigiLocker, then Aadhaar e-sign) lives on the declarations page. */
export const KYC_UPGRADE_PATH = '/kyc/declarations?upgrade=1';
export const KYC_START_PATH = '/kyc';

/** The same words as the Badge component's tones, so a screen can pass it on as it is. */
export type KycTone = 'neutral' | 'accent' | 'gain' | 'loss' | 'warning';

export interface KycAction {
  label: string;
  href: string;
}

export interface KycAllowance {
  status: KycStatus;
  /** Short, for a badge: "KYC validated". */
  label: string;
  tone: KycTone;
  /** One or two sentences: what the person can do now and what unlocks more. */
  allows: string;
  /** May buy at any fund house (a new purchase or SIP). */
  canInvestAnywhere: boolean;
  /** May add to funds already held (Registered, and Validated). */
  canAddToHeld: boolean;
  /** The next thing to do, if there is one. */
  action: KycAction | null;
}

const ALIASES: Record<string, KycStatus> = {
  validated: 'verified',
  pending: 'in_progress',
  under_review: 'in_progress',
  hold: 'on_hold',
  onhold: 'on_hold',
};

/** The backend's word (any case; a few older spellings) as one of our statuses; unknown means not started. */
export function normaliseKycStatus(raw: string | null | undefined): KycStatus {
  const s = (raw ?? '').trim().toLowerCase().replace(/[\s-]+/g, '_');
  if ((KYC_STATUSES as readonly string[]).includes(s)) return s as KycStatus;
  return ALIASES[s] ?? 'not_started';
}

export interface HoldExplanation {
  reason: string;
  fix: string;
  /** The fix is new documents, made through a KYC modification here. */
  needsModification: boolean;
}

const UNKNOWN_HOLD = 'The KRA has put your KYC on hold';

/**
 * The KRA's hold reason and how to clear it. The KRA's own text may carry its fix after a colon ("Email not
 * validated: confirm the link the KRA sent"); otherwise the fix follows from the known causes.
 */
export function explainHold(holdReason: string | null | undefined): HoldExplanation {
  const text = (holdReason ?? '').trim();
  const [head, ...rest] = text.split(':');
  const reason = (rest.length ? head : text).trim() || UNKNOWN_HOLD;
  const given = rest.join(':').trim();
  const lower = text.toLowerCase();
  const needsModification = /document/.test(lower);
  if (given) return { reason, fix: given, needsModification };
  if (/aadha/.test(lower)) {
    return { reason, fix: 'link your PAN with Aadhaar on the income tax portal, then ask us to check again', needsModification };
  }
  if (/e-?mail/.test(lower)) return { reason, fix: 'confirm the link the KRA emailed you', needsModification };
  if (/mobile|phone/.test(lower)) return { reason, fix: 'confirm the code the KRA sent to your mobile', needsModification };
  if (needsModification) return { reason, fix: 'upload fresh documents through a KYC modification', needsModification };
  return { reason, fix: 'contact your ZF expert or our support to clear it', needsModification };
}

const UPGRADE: KycAction = { label: 'Upgrade KYC', href: KYC_UPGRADE_PATH };

/** Everything a screen says about a status. `holdReason` matters only for on_hold. */
export function kycAllowance(raw: string | null | undefined, holdReason?: string | null): KycAllowance {
  const status = normaliseKycStatus(raw);
  const base = { status, canInvestAnywhere: false, canAddToHeld: false };
  switch (status) {
    case 'verified':
      return {
        ...base,
        label: 'KYC validated',
        tone: 'gain',
        allows: 'KYC validated: you can invest in any fund.',
        canInvestAnywhere: true,
        canAddToHeld: true,
        action: { label: 'Explore mutual funds', href: '/mutual-funds' },
      };
    case 'registered':
      return {
        ...base,
        label: 'KYC registered',
        tone: 'accent',
        allows:
          'Registered: you can add to funds you already hold; a new fund house needs KYC modification.',
        canAddToHeld: true,
        action: UPGRADE,
      };
    case 'on_hold': {
      const hold = explainHold(holdReason);
      return {
        ...base,
        label: 'KYC on hold',
        tone: 'warning',
        allows: `On hold: ${hold.reason} — ${hold.fix}. Until then you cannot invest, start SIPs or redeem.`,
        action: hold.needsModification ? { label: 'Update KYC documents', href: KYC_UPGRADE_PATH } : null,
      };
    }
    case 'rejected':
      return {
        ...base,
        label: 'KYC rejected',
        tone: 'loss',
        allows: 'Rejected: the KRA did not accept this KYC, so you cannot invest yet. Start again with clear documents.',
        action: { label: 'Start KYC again', href: KYC_START_PATH },
      };
    case 'submitted':
      return {
        ...base,
        label: 'KYC submitted',
        tone: 'accent',
        allows: 'Submitted: the KRA is checking your KYC. You can invest once it is validated.',
        action: null,
      };
    case 'in_progress':
      return {
        ...base,
        label: 'KYC in progress',
        tone: 'warning',
        allows: 'In progress: finish the remaining KYC steps to start investing.',
        action: { label: 'Continue your KYC', href: KYC_START_PATH },
      };
    default:
      return {
        ...base,
        label: 'KYC not started',
        tone: 'neutral',
        allows: 'KYC is needed once before your first investment.',
        action: { label: 'Complete your KYC', href: KYC_START_PATH },
      };
  }
}
