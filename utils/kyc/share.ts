/**
 * The KYC link an advisor sends a client when the advisor may not do KYC for clients (transactionAllowed off):
 * the client opens it and completes KYC in their own login.
 */
export interface KycShare {
  title: string;
  text: string;
  url: string;
}

export function kycShareLink(origin: string, clientName?: string | null): KycShare {
  const url = `${origin.replace(/\/+$/, '')}/kyc`;
  const greeting = clientName?.trim() ? `Hi ${clientName.trim()}, please` : 'Please';
  return {
    title: 'Complete your KYC on ZF',
    text: `${greeting} complete your KYC on ZF so that you can start investing. Log in with your own mobile number and follow the steps.`,
    url,
  };
}

/** One text for places that take no separate link (the clipboard, a chat box). */
export function kycShareText(share: KycShare): string {
  return `${share.text} ${share.url}`;
}
