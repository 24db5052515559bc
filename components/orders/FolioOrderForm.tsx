import { useRouter } from 'next/router';
import { useRef, useState, type FormEvent } from 'react';
import { cartTarget } from '@/components/layout/cartTarget';
import Button from '@/components/ui/Button';
import { useAddToCartMutation } from '@/store/api/cart';
import { toIsoDate, toDay } from '@/utils/dates/calendar';
import type { FundSummary } from '@/utils/funds/types';
import AmountUnitsFields from './AmountUnitsFields';
import ExitLoadEstimate from './ExitLoadEstimate';
import { schemeFactsOf } from '@/utils/orders/schemeRules';
import { folioItemProblems, serverFieldOf } from './folioChecks';
import FolioFactsList from './FolioFactsList';
import type { FolioFacts } from './folioFacts';
import {
  EMPTY_ORDER_VALUES,
  FOLIO_ORDER_LABELS,
  folioOrderItem,
  needsTarget,
  newClientRef,
  takesUnits,
  type FolioOrderKind,
  type FolioOrderValues,
  type OrderErrors,
} from './folioOrder';
import PlanFields from './PlanFields';
import { placeServerErrors } from './serverErrors';
import TargetSchemeSelect from './TargetSchemeSelect';
import styles from './Orders.module.scss';

interface Props {
  kind: FolioOrderKind;
  facts: FolioFacts;
  /** The investor whose folio this is (the advisor's selected client, or the investor). */
  userId: string;
}

const ADD_LABEL: Readonly<Record<FolioOrderKind, string>> = {
  redemption: 'Add redemption to cart',
  switch: 'Add switch to cart',
  stp: 'Add STP to cart',
  swp: 'Add SWP to cart',
};

/**
 * One order on a folio (redeem, switch, STP or SWP) added to that type's cart; nothing moves until the person
 * reviews and confirms it on the cart's summary page, where this sends them.
 */
export default function FolioOrderForm({ kind, facts, userId }: Props) {
  const router = useRouter();
  const [values, setValues] = useState<FolioOrderValues>(EMPTY_ORDER_VALUES);
  const [errors, setErrors] = useState<OrderErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [target, setTarget] = useState<FundSummary | undefined>();
  const [addToCart, { isLoading }] = useAddToCartMutation();

  // One key per order as entered: a second click or a retry after a lost answer adds it once; a change makes a new one.
  const clientRef = useRef(newClientRef());
  const change = (patch: Partial<FolioOrderValues>) => {
    clientRef.current = newClientRef();
    setValues((v) => ({ ...v, ...patch }));
    // A message about a field goes once that field changes; the others stay until the next try.
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof OrderErrors];
      return next;
    });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    setMessage(null);
    const built = folioOrderItem(kind, values, facts, clientRef.current);
    if (built.errors) {
      setErrors(built.errors);
      return;
    }
    const today = toIsoDate(toDay(new Date()));
    const problems = folioItemProblems(kind, built.item, facts, target ? schemeFactsOf(target) : null, today);
    if (Object.keys(problems.fields).length > 0 || problems.general.length > 0) {
      setErrors(problems.fields);
      setMessage(problems.general.join(' ') || null);
      return;
    }
    try {
      const result = await addToCart({ user_id: userId, cart_type: kind, items: [built.item] }).unwrap();
      // Each old-type cart has its own summary page, addressed by the cart's session id.
      const summary = cartTarget({ cart_type: kind, navigation: result.cart });
      if (summary && 'href' in summary) await router.push(summary.href);
      else setMessage(summary?.error ?? 'Added to your cart.');
    } catch (error) {
      const placed = placeServerErrors(error, serverFieldOf(built.item));
      setErrors(placed.fields);
      setMessage(placed.message);
    }
  }

  const verb = kind === 'switch' ? 'Switch' : 'Redeem';
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={`${FOLIO_ORDER_LABELS[kind]} ${facts.schemeName}`}>
      <FolioFactsList facts={facts} />
      {needsTarget(kind) && (
        <TargetSchemeSelect
          fundHouse={facts.fundHouse}
          fromSchemeCode={facts.schemeCode}
          value={values.target}
          onChange={(code, fund) => {
            change({ target: code });
            setTarget(fund);
          }}
          error={errors.target}
        />
      )}
      {takesUnits(kind) ? (
        <AmountUnitsFields verb={verb} facts={facts} values={values} errors={errors} onChange={change} />
      ) : (
        <PlanFields rules={facts.rules} values={values} errors={errors} onChange={change} />
      )}
      {takesUnits(kind) && <ExitLoadEstimate facts={facts} values={values} />}
      {message && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
      <p className={styles.note}>Adding puts this in your cart. You review and confirm it on the next page.</p>
      <div className={styles.actions}>
        <Button type="submit" loading={isLoading}>
          {ADD_LABEL[kind]}
        </Button>
      </div>
    </form>
  );
}
