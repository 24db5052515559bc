import { useMemo, useState } from 'react';
import { ButtonLink } from '@/components/ui/Button';
import Checkbox from '@/components/ui/Checkbox';
import Input from '@/components/ui/Input';
import Select from '@/components/ui/Select';
import { fdFigures, rateFor } from '@/utils/fds/figures';
import type { FdPayout, FdProductView } from '@/utils/fds/wire';
import { istParts } from '@/utils/orders/navDate';
import { formatPaise } from '@/utils/money';
import { CART_MESSAGES } from '@/utils/validation/cart';
import { productProblems } from '@/utils/validation/fds';
import { bookingHref } from './bookingLink';
import FdFiguresList from './FdFiguresList';
import styles from './Fds.module.scss';
import { payoutLabel, tenureLabel } from './fdText';

/**
 * Interest and maturity for the person's own amount, tenure and payout, worked out in the browser with the same
 * rules the booking uses; "Book this FD" carries the choice to the booking page.
 */
export default function FdCalculator({ product }: { product: FdProductView }) {
  const [amount, setAmount] = useState(String(Math.max(product.min_amount_paise / 100, 100_000)));
  const [months, setMonths] = useState(product.rates[0]?.months ?? 12);
  const [payout, setPayout] = useState<FdPayout>(product.payout_options[0] ?? 'cumulative');
  const [senior, setSenior] = useState(false);

  const rupees = Number(amount);
  const amountPaise = Number.isSafeInteger(rupees) && rupees > 0 ? rupees * 100 : 0;
  const problems = productProblems(product, { amount_paise: amountPaise, tenure_months: months, payout });
  const amountError = amountPaise === 0 ? CART_MESSAGES.amountEmpty : problems.find((p) => p.path === 'amount_paise')?.message;
  const rate = rateFor(product.rates, months, senior);
  const figures = useMemo(
    () =>
      rate === null || amountError
        ? null
        : fdFigures({ amountPaise, rateBps: rate, months, payout, senior, startDay: istParts(new Date()).date }),
    [amountPaise, amountError, rate, months, payout, senior],
  );

  return (
    <section className={styles.calculator} aria-labelledby="fd-calculator">
      <div className={styles.fields}>
        <h2 id="fd-calculator">Work out your interest</h2>
        <Input
          label="Deposit amount"
          prefix="₹"
          inputMode="numeric"
          numeric
          value={amount}
          onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, ''))}
          error={amountError}
          hint={`In multiples of ${formatPaise(product.multiple_paise)}`}
        />
        <Select
          label="Tenure"
          value={String(months)}
          onChange={(e) => setMonths(Number(e.target.value))}
          options={product.rates.map((r) => ({ value: String(r.months), label: tenureLabel(r.months) }))}
        />
        <Select
          label="Interest payout"
          value={payout}
          onChange={(e) => setPayout(e.target.value as FdPayout)}
          options={product.payout_options.map((p) => ({ value: p, label: payoutLabel(p) }))}
        />
        <Checkbox label="I am 60 or older (senior citizen rate)" checked={senior} onChange={(e) => setSenior(e.target.checked)} />
      </div>
      <div className={styles.fields}>
        {figures ? <FdFiguresList figures={figures} payout={payout} amountPaise={amountPaise} /> : <p className={styles.muted}>Enter an amount this deposit takes to see what it earns.</p>}
        {figures && (
          <ButtonLink href={bookingHref({ productId: product.id, amountRupees: rupees, months, payout })}>Book this FD</ButtonLink>
        )}
        <p className={styles.muted}>Whether the senior rate applies is decided from your date of birth when you book.</p>
      </div>
    </section>
  );
}
