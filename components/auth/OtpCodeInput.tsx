import type { Ref } from 'react';
import Input from '@/components/ui/Input';
import { digitsOnly, OTP_LENGTH } from '@/utils/validation';
import styles from './Auth.module.scss';

interface OtpCodeInputProps {
  ref?: Ref<HTMLInputElement>;
  label: string;
  name: string;
  value: string;
  onChange: (code: string) => void;
  error?: string | null;
}

/** A one-time code box: digits only, six of them, and the phone's own code suggestion. */
export default function OtpCodeInput({ onChange, ...props }: OtpCodeInputProps) {
  return (
    <Input
      {...props}
      onChange={(e) => onChange(digitsOnly(e.target.value, OTP_LENGTH))}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      pattern={`\\d{${OTP_LENGTH}}`}
      className={styles.otp}
    />
  );
}
