/** Business limits (text, phone, ARN, OTP, experience), shared by forms and the backend. */

export const TEXT_LIMIT = 5000;
export const PHONE_LENGTH = 10;
/** Indian mobile numbers start with 6, 7, 8 or 9. */
export const PHONE_FIRST_DIGITS = ['6', '7', '8', '9'] as const;
export const ARN_LENGTH = 6;
export const OTP_LENGTH = 6;
export const EXPERIENCE_MIN = 0;
export const EXPERIENCE_MAX = 80;
export const EXPERIENCE_RANGE = { min: EXPERIENCE_MIN, max: EXPERIENCE_MAX } as const;
