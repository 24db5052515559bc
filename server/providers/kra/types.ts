// The KYC Registration Agency (KRA): what it already knows about a PAN, and its decision on a KYC we send it.
export type KraStatus = 'validated' | 'registered' | 'on_hold' | 'rejected' | 'not_found';

export interface KraAddress {
  line1: string;
  line2?: string;
  city: string;
  state: string;
  pincode: string;
}

export interface KraLookup {
  kra_status: KraStatus;
  /** What the KRA holds for a known PAN, for pre-filling the KYC forms. */
  name?: string | null;
  /** DD/MM/YYYY, as the forms take it. */
  dob?: string;
  address?: KraAddress;
  /** Why the KRA holds (or rejected) the KYC, in words the investor can act on. */
  hold_reason?: string;
  sandbox: boolean;
}

/** The KRA's answer to a submitted KYC, in our kyc_status words ('verified' is the KRA's "Validated"). */
export interface KraDecision {
  kyc_status: 'verified' | 'registered' | 'on_hold' | 'rejected';
  hold_reason: string | null;
}

export interface KraProvider {
  readonly name: string;
  lookup(pan: string, holderName: string | null): Promise<KraLookup>;
  /** Sends a complete KYC to the KRA; its decision comes later (decision()). */
  submit(pan: string, at: Date): Promise<void>;
  /**
   * The decision on a KYC submitted at `submittedAt`, or null while the KRA is still working on it. A modification
   * (Aadhaar-based: DigiLocker and e-sign) is what upgrades a Registered KYC to Validated.
   */
  decision(pan: string, submittedAt: Date, now: Date, options?: { modification?: boolean }): Promise<KraDecision | null>;
}
