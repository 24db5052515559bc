// Penny drop: ₹1 sent over IMPS to an account; the bank's answer names the account holder. The call is started,
// then its result fetched with the reference (a real gateway answers asynchronously).

export interface PennyDropAccount {
  ifsc: string;
  accountNumber: string;
  /**
   * The KYC name. A real gateway never sees it (it answers from the reference alone); the sandbox, having no
   * bank behind it, plays the bank and answers this name as the bank would write it.
   */
  kycName: string;
}

export type PennyDropOutcome =
  | { status: 'pending' }
  | { status: 'credited'; holderName: string }
  | {
      status: 'failed';
      reason: 'account_closed' | 'invalid_ifsc' | 'invalid_account';
      message: string;
    };

export interface PennyDropProvider {
  readonly name: string;
  /** True for the sandbox: answers say so, so screens can. */
  readonly sandbox: boolean;
  start(account: PennyDropAccount): Promise<{ reference: string }>;
  result(reference: string, account: PennyDropAccount): Promise<PennyDropOutcome>;
}
