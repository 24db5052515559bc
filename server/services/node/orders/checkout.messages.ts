// The checkout's own sentences (the market rules' are in utils/orders/itemMessages.ts).
export const CHECKOUT_MESSAGES = {
  investorOnly: 'Only the investor can confirm orders',
  noCart: 'There is no open cart to check out',
  emptyCart: 'This cart is empty',
  chooseMode: 'Choose how to pay',
  chooseMandate: 'Choose a mandate for your SIPs',
  mandateUnusable: 'This mandate cannot pay SIPs; choose or register another',
  netbankingLimit: 'Net banking takes at most ₹1,00,00,000 per payment',
  wrongOtp: 'Incorrect OTP',
  otpExpired: 'This OTP has expired. Please start the checkout again.',
  tooManyTries: 'Too many wrong attempts. Please start the checkout again.',
  closed: 'This checkout is closed. Please start again.',
  alreadyCheckedOut: 'This cart has already been checked out',
  noMobile: 'Add a mobile number to your account to confirm orders',
} as const;
