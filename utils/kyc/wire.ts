// The KYC consent calls as they travel (docs/KYC.md "The client confirms"), shared by the backend and the web.

/** One line of what goes to the KRA, as the client reads it before confirming (numbers masked). */
export interface ConsentRow {
  label: string;
  value: string;
}

export interface ConsentSection {
  title: string;
  rows: ConsentRow[];
}

/** GET /node/kyc/consent?token=: what the advisor prepared, for the client the link was sent to. */
export interface KycConsentView {
  client_name: string | null;
  advisor: { name: string | null; arn: string | null } | null;
  sections: ConsentSection[];
  expires_at: string;
}

/** The submit answer when an advisor submits for a client: the KYC waits for the client's confirmation. */
export interface ClientConfirmation {
  /** The client's registered mobile, masked; null when the SMS could not be sent. */
  sent_to: string | null;
  expires_at: string;
}
