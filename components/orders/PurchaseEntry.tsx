import { useRef, useState, type FormEvent } from 'react';
import Button from '@/components/ui/Button';
import { RadioGroup } from '@/components/ui/ChoiceGroup';
import { useAddToCartMutation } from '@/store/api/cart';
import type { FundSummary } from '@/utils/funds/types';
import { schemeFactsOf, schemeRules } from '@/utils/orders/schemeRules';
import {
  EMPTY_ORDER_VALUES,
  newClientRef,
  purchaseItem,
  type FolioOrderValues,
  type OrderErrors,
} from './folioOrder';
import { serverFieldOf } from './folioChecks';
import NumberField from './NumberField';
import PlanFields from './PlanFields';
import { placeServerErrors } from './serverErrors';
import styles from './Orders.module.scss';

type Mode = 'sip' | 'lumpsum';

/** One purchase for the chosen client: a monthly SIP or a lumpsum, added to their purchase cart. */
export default function PurchaseEntry({ fund, userId, clientName }: { fund: FundSummary; userId: string; clientName: string }) {
  const rules = schemeRules(schemeFactsOf(fund));
  const [mode, setMode] = useState<Mode>(rules.sipAllowed ? 'sip' : 'lumpsum');
  const [values, setValues] = useState<FolioOrderValues>({ ...EMPTY_ORDER_VALUES, instalments: '12' });
  const [errors, setErrors] = useState<OrderErrors>({});
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [addToCart, { isLoading }] = useAddToCartMutation();
  // One key per purchase as entered: a second click or a retry adds it once; a change or a success makes a new one.
  const clientRef = useRef(newClientRef());
  const change = (patch: Partial<FolioOrderValues>) => {
    clientRef.current = newClientRef();
    setValues((v) => ({ ...v, ...patch }));
    setErrors({});
  };

  if (rules.closedReason) return <p role="alert" className={styles.error}>{rules.closedReason}</p>;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    setMessage(null);
    const built = purchaseItem(mode === 'sip', values, fund.scheme_code, clientRef.current);
    if (built.errors) {
      setErrors(built.errors);
      return;
    }
    try {
      const cartType = mode === 'sip' ? 'purchase_sip' : 'purchase_lumpsum';
      await addToCart({ user_id: userId, cart_type: cartType, items: [built.item] }).unwrap();
      clientRef.current = newClientRef();
      setValues({ ...EMPTY_ORDER_VALUES, instalments: '12' });
      setMessage({ text: `Added ${fund.name} to ${clientName}'s cart.`, ok: true });
    } catch (error) {
      const placed = placeServerErrors(error, serverFieldOf(built.item));
      setErrors(placed.fields);
      if (placed.message) setMessage({ text: placed.message, ok: false });
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={`Invest in ${fund.name}`}>
      <h2>{fund.name}</h2>
      <RadioGroup
        legend="How"
        name="purchase-mode"
        inline
        value={mode}
        onChange={(m) => {
          clientRef.current = newClientRef();
          setMode(m as Mode);
        }}
        options={[
          { value: 'sip', label: 'Monthly SIP', disabled: !rules.sipAllowed },
          { value: 'lumpsum', label: 'Lumpsum' },
        ]}
        hint={rules.sipAllowed ? undefined : 'This fund does not take SIPs'}
      />
      {mode === 'sip' ? (
        <PlanFields rules={rules} dayLabel="SIP date" values={values} errors={errors} onChange={change} />
      ) : (
        <NumberField label="Amount" value={values.amount} onChange={(amount) => change({ amount })} error={errors.amount} />
      )}
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? styles.note : styles.error}>
          {message.text}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={isLoading}>
          Add to {clientName}&apos;s cart
        </Button>
      </div>
    </form>
  );
}
