// The client's confirmations as they travel (docs/KYC.md "The client confirms"), shared by the backend and the web.

/**
 * What a client confirms: the KYC their advisor prepared (before it goes to the KRA), or an advisor's change to the
 * client's bank accounts or nominees once the KYC is with the KRA. The same values as kyc_consents.kind.
 */
/** sip_pause, sip_cancel: an advisor asks to pause or cancel the client's SIP (utils/orders/sipCentre.ts). */
export type ConsentKind = 'kyc_submission' | 'bank_change' | 'nominee_change' | 'sip_pause' | 'sip_cancel';

/** One line of what the client confirms, as the client reads it (numbers masked). */
export interface ConsentRow {
  label: string;
  value: string;
}

export interface ConsentSection {
  title: string;
  rows: ConsentRow[];
}

/**
 * GET /node/kyc/consent?token=: what the advisor asks the client to confirm, for the client the link was sent to.
 * A KYC submission lists what goes to the KRA; a change lists "Now" and "After the change".
 */
export interface KycConsentView {
  kind: ConsentKind;
  client_name: string | null;
  advisor: { name: string | null; arn: string | null } | null;
  sections: ConsentSection[];
  expires_at: string;
}

/** The answer when an advisor's act waits for the client's confirmation: where the link went and until when. */
export interface ClientConfirmation {
  kind: ConsentKind;
  /** The client's registered mobile, masked; null when the SMS could not be sent. */
  sent_to: string | null;
  expires_at: string;
}

/** 202 answer of an advisor's change to a client's bank accounts or nominees: nothing changed yet. */
export interface ChangeSentToClient {
  status: 'awaiting_client';
  client_confirmation: ClientConfirmation;
}

/** A change still waiting for the client (GET /node/kyc/kycdata/{id} `pending_changes`). */
export interface PendingChange {
  kind: ConsentKind;
  /** In a few words, e.g. "Add ICICI Bank, XXXXXX5678". */
  summary: string;
  expires_at: string;
}

export const CHANGE_SENT_MESSAGE = 'Sent to your client to confirm';

export function isChangeSentToClient(answer: unknown): answer is ChangeSentToClient {
  return typeof answer === 'object' && answer !== null && (answer as { status?: unknown }).status === 'awaiting_client';
}
