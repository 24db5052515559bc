import { useState, type ChangeEvent, type FocusEvent } from 'react';
import { DOB_LENGTH, DOB_MESSAGES, parseDob } from '@/utils/dates/dob';
import Input, { type InputProps } from './Input';

/** '31022026' or '31/02/2026' -> '31/02/2026': digits only, slashes put in as the person types. */
export function maskDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean);
  return parts.join('/');
}

/** The message for a typed date, or null when it is empty or a real DD/MM/YYYY date. */
export function dateFieldError(text: string): string | null {
  if (text.trim() === '') return null;
  if (text.length !== DOB_LENGTH) return DOB_MESSAGES.format;
  return parseDob(text) ? null : DOB_MESSAGES.invalid_date;
}

/** DD/MM/YYYY -> the wire's YYYY-MM-DD, or null. */
export function displayDateToIso(text: string): string | null {
  const d = parseDob(text);
  if (!d) return null;
  const pad = (n: number, size: number) => String(n).padStart(size, '0');
  return `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}`;
}

export interface DateFieldProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  /** The text as typed, DD/MM/YYYY. */
  value: string;
  onChange: (text: string) => void;
  /** The date in the wire format once the text is a real date, else null. */
  onDateChange?: (iso: string | null) => void;
}

/**
 * A date typed as DD/MM/YYYY (the spec's form format; quicker than a calendar for a date of birth). It checks
 * the shape and the calendar (31/02 is refused) when the person leaves the field; a message passed in
 * `error` (a form's own rule, such as an age limit) takes precedence.
 */
export default function DateField({
  value,
  onChange,
  onDateChange,
  onBlur,
  error,
  hint = 'DD/MM/YYYY',
  ...input
}: DateFieldProps) {
  const [ownError, setOwnError] = useState<string | null>(null);

  function change(event: ChangeEvent<HTMLInputElement>) {
    const text = maskDate(event.target.value);
    onChange(text);
    onDateChange?.(displayDateToIso(text));
    // The message goes as soon as the date is right, not only on the next blur.
    if (ownError && dateFieldError(text) === null) setOwnError(null);
  }

  function blur(event: FocusEvent<HTMLInputElement>) {
    setOwnError(dateFieldError(value));
    onBlur?.(event);
  }

  return (
    <Input
      {...input}
      type="text"
      inputMode="numeric"
      autoComplete={input.autoComplete ?? 'off'}
      placeholder={input.placeholder ?? 'DD/MM/YYYY'}
      maxLength={DOB_LENGTH}
      numeric
      value={value}
      onChange={change}
      onBlur={blur}
      hint={hint}
      error={error || ownError}
    />
  );
}
