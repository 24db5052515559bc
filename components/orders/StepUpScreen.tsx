import { skipToken } from '@reduxjs/toolkit/query';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { cartTarget } from '@/components/layout/cartTarget';
import { useCartOwner } from '@/components/shared/cart/useCartOwner';
import Amount from '@/components/ui/Amount';
import Button from '@/components/ui/Button';
import { RadioGroup } from '@/components/ui/ChoiceGroup';
import { useAddToCartMutation, useGetSipDetailQuery } from '@/store/api/cart';
import { useAppDispatch } from '@/store/hooks';
import { sipChosen, sipStepUpChosen } from '@/store/portfolioSlice';
import { formatPaise } from '@/utils/money';
import { formatDay } from '@/utils/portfolio/display';
import { newClientRef } from './folioOrder';
import NumberField from './NumberField';
import { ChooseClientFirst, OrdersError, OrdersLoading } from './ScreenStates';
import { placeServerErrors } from './serverErrors';
import { sipView, type SipView } from './sipView';
import { stepUpCartType, stepUpItem, stepUpProblem, type StepUpBy, type StepUpChoice } from './stepUp';
import StepUpChart from './StepUpChart';
import { ORDERS_NOT_ALLOWED, useMayPlaceOrders } from '@/components/shared/cart/useMayPlaceOrders';
import styles from './Orders.module.scss';

const BY_OPTIONS = [
  { value: 'percent', label: 'Percentage' },
  { value: 'amount', label: 'Amount' },
];

function currentStepUp(sip: SipView): string {
  if (sip.stepUpPercent) return `${sip.stepUpPercent}% a year`;
  if (sip.stepUpAmountPaise) return `${formatPaise(sip.stepUpAmountPaise)} a year`;
  return 'None';
}

function initialChoice(sip: SipView): StepUpChoice {
  if (sip.stepUpAmountPaise) return { by: 'amount', value: String(sip.stepUpAmountPaise / 100) };
  return { by: 'percent', value: String(sip.stepUpPercent ?? 10) };
}

/**
 * `/addmodifystepup/[id]`: add a yearly step-up to a SIP, or change the one it has, through the cart. An advisor
 * comes with the client in the address (`?u=`, from the SIP centre) or with the client chosen for the tab.
 */
export default function StepUpScreen({ sipId, clientId = null }: { sipId: string; clientId?: string | null }) {
  const { userId, forClient } = useCartOwner(clientId);
  const result = useGetSipDetailQuery(userId && sipId ? { user_id: userId, sip_id: sipId } : skipToken);
  // One object per answer, so the form's effects run when the SIP changes, not on every render.
  const sip = useMemo(() => (result.data ? sipView(result.data) : null), [result.data]);
  // The SIP id arrives with the router's query, which is empty in the first render of a dynamic route.
  if (userId === undefined || !sipId || result.isLoading) return <OrdersLoading label="Loading the SIP" />;
  if (!userId) return <ChooseClientFirst purpose="whose SIP you want to step up" />;
  if (result.error || !sip)
    return <OrdersError title="We could not load this SIP" error={result.error} onRetry={result.refetch} />;
  return <StepUpForm key={sip.id} sip={sip} userId={userId} summaryFor={forClient && clientId ? userId : null} />;
}

function StepUpForm({ sip, userId, summaryFor }: { sip: SipView; userId: string; summaryFor: string | null }) {
  const router = useRouter();
  const [choice, setChoice] = useState<StepUpChoice>(() => initialChoice(sip));
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [addToCart, { isLoading }] = useAddToCartMutation();
  // One key per step-up as entered: a second click or a retry adds it once.
  const clientRef = useRef(newClientRef());
  const dispatch = useAppDispatch();
  const mayPlace = useMayPlaceOrders();
  useEffect(() => {
    dispatch(sipChosen({ ...sip }));
  }, [dispatch, sip]);
  const hasStepUp = Boolean(sip.stepUpPercent || sip.stepUpAmountPaise);
  const problem = stepUpProblem(choice);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    setMessage(null);
    setError(problem);
    if (problem) return;
    const ref = { sipId: sip.id, schemeCode: sip.schemeCode, folioNo: sip.folioNo, hasStepUp };
    try {
      const built = stepUpItem(ref, choice, clientRef.current);
      const added = await addToCart({ user_id: userId, cart_type: stepUpCartType(ref), items: [built] }).unwrap();
      dispatch(sipStepUpChosen({ sip_id: sip.id, cart_type: added.cart.cart_type, ...built }));
      const target = cartTarget({ cart_type: added.cart.cart_type, navigation: added.cart }, summaryFor);
      await router.push(target && 'href' in target ? target.href : '/cart/summary');
    } catch (failure) {
      const placed = placeServerErrors(failure, (path) => (/step_up/.test(path) ? 'value' : undefined));
      setError(placed.fields.value ?? null);
      setMessage(placed.message);
    }
  }

  return (
    <div className={styles.wrap}>
      <Head>
        <title>{`${hasStepUp ? 'Edit' : 'Add'} step-up | ZF`}</title>
      </Head>
      <header className={styles.head}>
        <p className={styles.kicker}>{hasStepUp ? 'Edit step-up' : 'Add a step-up'}</p>
        <h1>{sip.schemeName}</h1>
      </header>
      <dl className={styles.facts} aria-label="This SIP">
        <dt>Monthly amount</dt>
        <dd><Amount paise={sip.amountPaise} /></dd>
        <dt>Day of the month</dt>
        <dd>{sip.day ?? '—'}</dd>
        <dt>Next instalment</dt>
        <dd>{formatDay(sip.nextDueDate)}</dd>
        <dt>Status</dt>
        <dd>{sip.status.replace(/_/g, ' ')}</dd>
        <dt>Step-up now</dt>
        <dd>{currentStepUp(sip)}</dd>
        {sip.folioNo && (
          <>
            <dt>Folio</dt>
            <dd>{sip.folioNo}</dd>
          </>
        )}
      </dl>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Step-up">
        <RadioGroup
          legend="Step up each year by"
          name="step-up-by"
          inline
          options={BY_OPTIONS}
          value={choice.by}
          onChange={(by) => {
            clientRef.current = newClientRef();
            setChoice({ by: by as StepUpBy, value: '' });
            setError(null);
          }}
        />
        <NumberField
          label={choice.by === 'percent' ? 'Yearly increase (%)' : 'Yearly increase (₹ a month)'}
          kind={choice.by === 'percent' ? 'decimal' : 'rupees'}
          suffix={choice.by === 'percent' ? '%' : undefined}
          value={choice.value}
          onChange={(value) => {
            clientRef.current = newClientRef();
            setChoice({ ...choice, value });
            setError(null);
          }}
          error={error}
          hint="The instalment rises by this much once a year, from the SIP's next anniversary."
        />
        {message && (
          <p role="alert" className={styles.error}>
            {message}
          </p>
        )}
        {mayPlace ? (
          <div className={styles.actions}>
            <Button type="submit" loading={isLoading}>
              Add to cart
            </Button>
          </div>
        ) : (
          <p role="status" className={styles.error}>{ORDERS_NOT_ALLOWED}</p>
        )}
      </form>
      {!problem && <StepUpChart monthlyRupees={sip.amountPaise / 100} choice={choice} />}
    </div>
  );
}
