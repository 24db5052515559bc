import {
  abbreviateINR,
  formatINR,
  formatPaise,
  paiseToRupees,
  type FormatOptions,
} from '@/utils/money';

export interface AmountProps extends FormatOptions {
  /** Rupees; or pass `paise` (the API's integer form) instead. */
  value?: number | null;
  paise?: number | null;
  /** ₹1.23 Cr / ₹12.5 L where space is tight (cards, charts); the full amount stays in the title. */
  short?: boolean;
  className?: string;
}

/** An amount in rupees with Indian grouping (₹1,23,45,678) and tabular digits so columns line up. */
export default function Amount({ value, paise, short = false, decimals, className }: AmountProps) {
  const full =
    paise !== undefined ? formatPaise(paise, { decimals }) : formatINR(value, { decimals });
  const rupees =
    paise !== undefined
      ? paise !== null && Number.isSafeInteger(paise)
        ? paiseToRupees(paise)
        : null
      : value;
  const text = short ? abbreviateINR(rupees) : full;
  return (
    <span
      className={['tabular', className].filter(Boolean).join(' ')}
      title={short && text !== full ? full : undefined}
    >
      {text}
    </span>
  );
}
