import Amount from '@/components/ui/Amount';
import Button, { ButtonLink } from '@/components/ui/Button';
import { RadioGroup } from '@/components/ui/ChoiceGroup';
import type { PaymentOptionView } from '@/services/insurance.api';
import { useCreateInsuranceCartMutation } from '@/store/api/insurance';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { paymentOptionChosen, selectInsurance, stepChanged } from '@/store/insuranceSlice';
import { formatINR } from '@/utils/money';
import { STEP, cartPayloadOf, paymentOptionsOf } from './funnelData';
import { goToPayment } from './leave';
import type { InsuranceSubject } from './useSubject';
import styles from './Insurance.module.scss';

function optionLabel(o: PaymentOptionView): string {
  if (o.instalments > 1) return `${o.label}: ${o.instalments} × ${formatINR(o.instalment_amount)} (${formatINR(o.total_amount)} a year)`;
  return `${o.label}: ${formatINR(o.total_amount)}`;
}

interface Props {
  subject: InsuranceSubject;
  /** An advisor's cart went to the client: the masked mobile it was sent to. */
  onSent: (sentTo: string | null) => void;
}

/**
 * Step 7: how to pay (yearly unless the person chooses otherwise), then the cart. An investor goes to the insurer's
 * payment page; an advisor's cart becomes a link the client confirms. A failed cart is logged and shows nothing
 * (the spec's rule), and the button stays usable so the person can try again.
 */
export default function PaymentStep({ subject, onSent }: Props) {
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectInsurance);
  const [createCart, { isLoading }] = useCreateInsuranceCartMutation();
  const options = paymentOptionsOf(draft.selectedPlanDetails, draft.selectedPlan?.cover_type);
  const chosen = options.find((o) => o.option === draft.payment_option);
  const forClient = subject.role === 'expert';

  function choose(value: string) {
    const option = options.find((o) => o.option === value);
    if (option) dispatch(paymentOptionChosen({ option: option.option, amount: option.instalment_amount }));
  }

  async function placeCart() {
    try {
      const cart = await createCart({ userId: forClient ? subject.userId : null, payload: cartPayloadOf(draft, subject) }).unwrap();
      if (forClient) onSent((cart as { sent_to?: string }).sent_to ?? null);
      else goToPayment(cart.cart_link);
    } catch (error) {
      console.error('[insurance] the cart could not be created', error);
    }
  }

  return (
    <section className={styles.form} aria-label="Payment">
      <RadioGroup
        legend="How would you like to pay?"
        name="payment_option"
        options={options.map((o) => ({ value: o.option, label: optionLabel(o) }))}
        value={draft.payment_option}
        onChange={choose}
      />
      {chosen && (
        <p className={styles.panel}>
          {draft.selectedPlanDetails?.plan_name}, cover {formatINR(draft.insurance_cover_amount)}: you pay{' '}
          <strong>
            <Amount value={chosen.instalment_amount} />
          </strong>{' '}
          now{chosen.instalments > 1 ? `, then the same ${chosen.instalments - 1} more times` : ''}.
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => dispatch(stepChanged(STEP.nominee))}>
          Back
        </Button>
        {!forClient && (
          <Button loading={isLoading} disabled={!chosen} onClick={() => void placeCart()}>
            Pay
          </Button>
        )}
        {forClient && subject.userId && (
          <Button loading={isLoading} disabled={!chosen} onClick={() => void placeCart()}>
            Send to client
          </Button>
        )}
        {forClient && !subject.userId && <ButtonLink href="/select-client">Choose a client to send this to</ButtonLink>}
      </div>
    </section>
  );
}
