/** Validation rules: zod schemas and messages shared by web forms and the backend. */
export * from './constants';
export * from './messages';
export { digitsOnly, textLength } from './input';
export {
  arnSchema,
  fullNameSchema,
  limitedTextSchema,
  mobileSchema,
  optionalLine,
  otpSchema,
  requiredLimitedText,
  requiredText,
  withinTextLimit,
} from './fields';
export { freeOfControlCharacters } from './controlCharacters';
export * from './auth';
export * from './expertProfile';
export * from './content';
export { dobSchema } from './dob';
export { fieldErrors, type FieldErrors } from './errors';
export * from './kyc';
export * from './cart';
export * from './desk';
