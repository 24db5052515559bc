/** Login, signup and OTP forms; field names match the auth API bodies. */
import { z } from './z';
import { fullNameSchema, mobileSchema, otpSchema } from './fields';

export const loginSchema = z.object({ mobile_no: mobileSchema });

export const signupSchema = z.object({ name: fullNameSchema, mobile_no: mobileSchema });

export const verifyOtpSchema = z.object({ mobile_no: mobileSchema, otp: otpSchema });

export type LoginInput = z.infer<typeof loginSchema>;
export type SignupInput = z.infer<typeof signupSchema>;
export type VerifyOtpInput = z.infer<typeof verifyOtpSchema>;
