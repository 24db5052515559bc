// SMS delivery. The OTP flow only needs "send this text to this number"; which gateway does it is configuration.
export interface SmsProvider {
  /** 'outbox' or 'webhook'; the dev route exists only for the outbox. */
  readonly name: string;
  /** Resolves once the gateway accepted the message; rejects when it did not. */
  send(mobileNo: string, text: string): Promise<void>;
}
