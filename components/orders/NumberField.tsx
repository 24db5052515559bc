import type { ReactNode } from 'react';
import Input from '@/components/ui/Input';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  /** Rupees get the ₹ sign and a whole-number keypad; units and percentages a decimal one. */
  kind?: 'rupees' | 'decimal' | 'count';
  suffix?: string;
}

/** A number typed into an order form, kept as text until the form checks it. */
export default function NumberField({ label, value, onChange, error, hint, kind = 'rupees', suffix }: Props) {
  return (
    <Input
      label={label}
      prefix={kind === 'rupees' ? '₹' : undefined}
      suffix={suffix}
      inputMode={kind === 'decimal' ? 'decimal' : 'numeric'}
      numeric
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error ?? undefined}
      hint={hint}
    />
  );
}
