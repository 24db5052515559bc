/**
 * Every validation message, written once. Forms show them and the backend
 * returns them, so both must import from here rather than repeat the text.
 */
import { TEXT_LIMIT } from './constants';

export const MESSAGES = {
  // The spec says "mobile cannot be empty" without quoting a message; this is our wording.
  mobileEmpty: 'Mobile number cannot be empty',
  mobileInvalid: 'Not a valid number',
  nameEmpty: 'Name cannot be empty',
  fullNameRequired: 'Please enter your fullname',
  /** Issue 33, item 20: a name is letters (any script), spaces, dots, apostrophes and hyphens; no markup. */
  nameCharacters: 'A name may have only letters, spaces, dots, apostrophes and hyphens',
  arnInvalid: 'Please enter a valid ARN',
  addressEmpty: 'Address cannot be empty',
  aboutEmpty: 'A short description will help you connect better',
  experienceEmpty: 'Experience cannot be empty',
  experienceInvalid: 'Please choose a valid number',
  clientsEmpty: "This field can't be empty",
  onlyNumbers: 'Only numbers',
  questionEmpty: 'Question cannot be empty',
  answerEmpty: 'Answer cannot be empty',
  // The spec quotes no comment message; ours, in the same form as the two above.
  commentEmpty: 'Comment cannot be empty',
  // The spec states the limit, not the message; this is our wording.
  textTooLong: `Text cannot be longer than ${TEXT_LIMIT} characters`,
  // Ours: a NUL or an escape code in a text field (see controlCharacters.ts).
  controlCharacters: 'Text cannot contain control characters',
  // OTP shape messages are ours; 'Incorrect OTP' and the unregistered message are the spec's.
  otpEmpty: 'OTP cannot be empty',
  otpInvalid: 'Please enter the 6-digit OTP',
  otpIncorrect: 'Incorrect OTP',
  mobileNotRegistered: 'This mobile number is not registered',
} as const;

export type MessageKey = keyof typeof MESSAGES;
