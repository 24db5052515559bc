import Input from '@/components/ui/Input';
import { formatPaise } from '@/utils/money';
import { RadioGroup } from '@/components/ui/ChoiceGroup';
import { ITEM_MESSAGES } from '@/utils/orders/itemChecks';
import type { MandateView } from '@/utils/orders/wire';
import {
  MANDATE_LABELS,
  MANDATE_LIMIT_PAISE,
  MANDATE_TYPES,
  PAYMENT_MODES,
  PAYMENT_MODE_LABELS,
  paymentLimitPaise,
  type LumpsumPaymentMode,
  type MandateKind,
} from '@/utils/orders/paymentLimits';

export interface PaymentChoiceValue {
  mode: LumpsumPaymentMode;
  vpa: string;
  /** A new mandate of this kind, or `use:{id}` for one the investor already has. */
  mandate: MandateKind | `use:${string}`;
}

interface ChoiceProps {
  value: PaymentChoiceValue;
  onChange: (patch: Partial<PaymentChoiceValue>) => void;
  /** Paise paid now (lumpsum purchases); 0 when nothing is. */
  payNowPaise: number;
  /** The largest SIP instalment in the cart, paise; 0 when there is no SIP. */
  largestSipPaise: number;
  vpaError?: string;
  /** The investor's mandates that can carry these SIPs (active or registering, limit large enough). */
  usable?: MandateView[];
}

/** The QR needs nothing typed, so it comes first when the amount allows UPI. */
const MODE_PREFERENCE: readonly LumpsumPaymentMode[] = ['upi_qr', 'upi_collect', 'netbanking'];

/** The first mode and mandate the amounts allow, for the form's starting values. */
export function firstAllowed(payNowPaise: number, largestSipPaise: number): Pick<PaymentChoiceValue, 'mode' | 'mandate'> {
  return {
    mode: MODE_PREFERENCE.find((m) => payNowPaise <= paymentLimitPaise(m)) ?? 'netbanking',
    mandate: MANDATE_TYPES.find((m) => largestSipPaise <= MANDATE_LIMIT_PAISE[m]) ?? 'enach',
  };
}

/** A UPI collect request and a new UPI AutoPay mandate both go to the investor's UPI ID. */
export function needsVpa(value: Pick<PaymentChoiceValue, 'mode' | 'mandate'>, payNowPaise: number, largestSipPaise: number): boolean {
  return (payNowPaise > 0 && value.mode === 'upi_collect') || (largestSipPaise > 0 && value.mandate === 'upi_autopay');
}

/** How the lumpsum is paid now (UPI options only within the UPI limit) and which mandate debits the SIPs. */
export default function PaymentChoice({ value, onChange, payNowPaise, largestSipPaise, vpaError, usable = [] }: ChoiceProps) {
  const upiTooSmall = payNowPaise > paymentLimitPaise('upi_qr');
  const autopayTooSmall = largestSipPaise > MANDATE_LIMIT_PAISE.upi_autopay;
  return (
    <>
      {payNowPaise > 0 && (
        <>
          <RadioGroup
            legend="Pay now by"
            name="payment-mode"
            value={value.mode}
            onChange={(mode) => onChange({ mode: mode as LumpsumPaymentMode })}
            hint={upiTooSmall ? ITEM_MESSAGES.upiLimit : undefined}
            options={PAYMENT_MODES.map((m) => ({
              value: m,
              label: PAYMENT_MODE_LABELS[m],
              disabled: payNowPaise > paymentLimitPaise(m),
            }))}
          />
        </>
      )}
      {largestSipPaise > 0 && (
        <RadioGroup
          legend="SIP instalments are debited by"
          name="mandate"
          value={value.mandate}
          onChange={(mandate) => onChange({ mandate: mandate as PaymentChoiceValue['mandate'] })}
          hint={autopayTooSmall ? ITEM_MESSAGES.mandateLimit(MANDATE_LIMIT_PAISE.upi_autopay) : undefined}
          options={[
            ...usable.map((m) => ({
              value: `use:${m.id}`,
              label: `Your ${MANDATE_LABELS[m.mandate_type].split(' (')[0]} mandate (${m.status === 'active' ? 'active' : 'being registered'}, up to ${formatPaise(m.limit_paise)})`,
            })),
            ...MANDATE_TYPES.map((m) => ({
              value: m,
              label: `New ${MANDATE_LABELS[m]}`,
              disabled: largestSipPaise > MANDATE_LIMIT_PAISE[m],
            })),
          ]}
        />
      )}
      {needsVpa(value, payNowPaise, largestSipPaise) && (
        <Input
          label="Your UPI ID"
          placeholder="name@bank"
          autoComplete="off"
          value={value.vpa}
          error={vpaError}
          onChange={(e) => onChange({ vpa: e.target.value })}
        />
      )}
    </>
  );
}
