import { useMemo, useState } from 'react';
import Button, { ButtonLink } from '@/components/ui/Button';
import { useCartOwner } from '@/components/shared/cart/useCartOwner';
import { useAddToCartMutation } from '@/store/api/cart';
import { useGetPortfolioSummaryQuery } from '@/store/api/portfolio';
import { paymentMonthOptions } from '@/utils/dates/paymentDates';
import { istParts } from '@/utils/orders/navDate';
import { schemeFactsOf, schemeRules } from '@/utils/orders/schemeRules';
import { showToast } from '@/utils/toast';
import AddToCartFields from './AddToCartFields';
import {
  EMPTY_VALUES,
  itemFromValues,
  marketErrors,
  newClientRef,
  serverErrors,
  type FieldErrors,
  type InvestMode,
} from './addToCartForm';
import { summaryHref } from './summaryHref';
import styles from './Cart.module.scss';
import { withStore } from '@/components/app/StoreProvider';

export interface AddToCartFund {
  scheme_code: number;
  name: string;
  fund_house: string | null;
  plan: string | null;
  scheme_type: string | null;
  category: string | null;
  sub_category: string | null;
}

export const ADD_FAILED = 'We could not add this to the cart just now. Please try again.';
export const ADDED_MESSAGE = 'Added to the cart';

/**
 * The fund page's SIP or lumpsum panel: checks what it can in the browser (the fund's minimums, multiples, SIP
 * dates), sends one item with a fresh client_ref per click (a retried request adds it once), and shows the
 * server's refusals under their fields. An advisor adds to the cart of the client chosen for this tab.
 */
function AddToCart({ fund, mode }: { fund: AddToCartFund; mode: InvestMode }) {
  const owner = useCartOwner();
  const [values, setValues] = useState(EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [added, setAdded] = useState<string | null>(null);
  const [add, { isLoading }] = useAddToCartMutation();
  const today = istParts(new Date()).date;
  const sipDays = schemeRules(schemeFactsOf(fund)).sipDays;
  // Month first, then the days of that month the fund debits SIPs on.
  const months = useMemo(
    () =>
      paymentMonthOptions(today)
        .map((m) => ({ ...m, dates: m.dates.filter((d) => sipDays.includes(Number(d.slice(8, 10)))) }))
        .filter((m) => m.dates.length > 0),
    [today, sipDays],
  );
  const summary = useGetPortfolioSummaryQuery({ userId: owner.userId ?? '' }, { skip: !owner.userId });
  // Until the holdings are known, the smaller additional-purchase minimum applies and the server has the last word.
  const holdsScheme = summary.data
    ? summary.data.internal.some((h) => String(h.scheme_code) === String(fund.scheme_code))
    : true;

  if (owner.userId === undefined) return null;
  if (!owner.userId) {
    return (
      <div className={styles.panel}>
        <p className={styles.note}>Choose the client you are investing for first.</p>
        <ButtonLink href="/select-client" size="sm">Select client</ButtonLink>
      </div>
    );
  }
  const userId = owner.userId;

  async function submit() {
    setAdded(null);
    const parsed = itemFromValues(mode, fund.scheme_code, values);
    const found = parsed.item ? marketErrors(mode, parsed.item, schemeFactsOf(fund), holdsScheme, today) : parsed.errors;
    setErrors(found);
    if (!parsed.item || Object.keys(found).length) return;
    const item = { ...parsed.item, client_ref: newClientRef() };
    const cart_type = mode === 'sip' ? 'purchase_sip' : 'purchase_lumpsum';
    const answer = await add({ user_id: userId, cart_type, items: [item] });
    if ('error' in answer) {
      setErrors(serverErrors(answer.error, ADD_FAILED));
      return;
    }
    showToast(ADDED_MESSAGE, 'success');
    setAdded(summaryHref(answer.data.cart, owner.forClient ? userId : null));
    setValues(EMPTY_VALUES);
  }

  return (
    <form
      className={styles.panel}
      aria-label={mode === 'sip' ? 'Start a SIP' : 'Invest a lumpsum'}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <AddToCartFields
        mode={mode}
        values={values}
        errors={errors}
        months={months}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
      />
      {errors.form && <p className={styles.error} role="alert">{errors.form}</p>}
      <div className={styles.row}>
        <Button type="submit" loading={isLoading} disabled={isLoading}>
          Add to cart
        </Button>
        {added && <ButtonLink href={added} variant="secondary">Go to cart</ButtonLink>}
      </div>
      {added && <p className={styles.success} role="status">{ADDED_MESSAGE}</p>}
    </form>
  );
}

// Loaded later by store-free pages (and the shell), so it brings the store with it.
export default withStore(AddToCart);
