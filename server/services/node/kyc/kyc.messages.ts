// What the KYC calls answer when a rule says no. The shared field messages are in utils/validation/kyc.ts.
export const KYC_ERRORS = {
  noConsentSms: 'We could not send the KYC to your client to confirm. Please try again.',
  submitted: 'Your KYC is with the KRA now, so it cannot be changed until the KRA answers',
  verified: 'Your KYC is already verified. To change your details, use KYC modification',
  panTaken:
    'This PAN is already linked to another account. Log in with that account, or check the PAN.',
  panInvalid: 'This PAN is not valid at the Income Tax department. Please check it and try again.',
  panDeactivated:
    'This PAN has been deactivated by the Income Tax department. Please use an active PAN.',
  startFirst: 'Please start your KYC with your PAN and date of birth',
  stepFirst: (label: string) => `Please complete ${label} first`,
  emailTaken: 'This email is already used by another account',
  incomplete: (labels: string[]) =>
    `Please complete these steps before submitting: ${labels.join(', ')}`,
} as const;
