// The client book's own sentences, shown to the advisor or the investor as they are.
export const CLIENT_MESSAGES = {
  alreadyYours: 'This investor is already your client',
  advisorNumber: 'This number belongs to an advisor',
  wrongOtp: 'Incorrect OTP',
  otpExpired: 'This OTP has expired. Please add the client again.',
  tooManyTries: 'Too many wrong attempts. Please add the client again.',
  requestExpired: 'This request has expired. Please add the client again.',
  requestClosed: 'This request has already been answered',
  notFound: 'Not found',
  tooManyAdds: 'Too many clients added with an OTP. Please try again after',
  smsFailed: 'We could not send the SMS. Please try again.',
} as const;

/** Days a transfer request waits for the investor. */
export const TRANSFER_TTL_MS = 15 * 24 * 60 * 60 * 1000;
/** A link request lives as long as its OTP. */
export const LINK_OTP_TTL_MS = 10 * 60 * 1000;
