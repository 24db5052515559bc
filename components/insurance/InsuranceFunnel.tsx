import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import PageHead from '@/components/seo/PageHead';
import Button from '@/components/ui/Button';
import Skeleton from '@/components/ui/Skeleton';
import Stepper from '@/components/ui/Stepper';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { draftCleared, selectInsurance } from '@/store/insuranceSlice';
import CoverStep from './CoverStep';
import { STEP, STEPS } from './funnelData';
import HealthStep from './HealthStep';
import MembersStep from './MembersStep';
import NomineeStep from './NomineeStep';
import PaidPolicy from './PaidPolicy';
import PaymentStep from './PaymentStep';
import PlanStep from './PlanStep';
import QuotesStep from './QuotesStep';
import { useDraftSync } from './useDraftSync';
import { useSubject, type InsuranceSubject } from './useSubject';
import styles from './Insurance.module.scss';
import { useMayPlaceOrders } from '@/components/shared/cart/useMayPlaceOrders';

export const INSURANCE_NOT_ALLOWED = 'Your ARN is pending validation: you can send insurance plans to clients once it is validated';

function CurrentStep({ step, subject, onSent }: { step: number; subject: InsuranceSubject; onSent: (to: string | null) => void }) {
  const forClient = subject.role === 'expert';
  switch (step) {
    case STEP.members:
      return <MembersStep forClient={forClient} />;
    case STEP.health:
      return <HealthStep />;
    case STEP.cover:
      return <CoverStep />;
    case STEP.quotes:
      return <QuotesStep />;
    case STEP.plan:
      return <PlanStep loggedIn={subject.loggedIn} />;
    case STEP.nominee:
      return <NomineeStep />;
    default:
      return <PaymentStep subject={subject} onSent={onSent} />;
  }
}

/**
 * /health_insurance: the funnel from members to payment, one step at a time, kept in the insurance slice so that
 * the person can go back without losing anything and return later where they stopped.
 */
export default function InsuranceFunnel() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const subject = useSubject();
  const { step: savedStep, selectedPlan, clientName } = useAppSelector(selectInsurance);
  const [sentTo, setSentTo] = useState<string | null | undefined>(undefined);
  const restored = useDraftSync(subject);
  // The insurer's page sends the buyer back with ?paid= or ?payment_failed= and the cart's id.
  const returned = router.query.paid ?? router.query.payment_failed;
  const paid = typeof returned === 'string' ? returned : null;
  // A later step is only reachable once a plan is chosen (a draft may come back without one).
  const step = savedStep > STEP.quotes && !selectedPlan ? STEP.quotes : Math.min(savedStep, STEP.payment);
  const forClient = subject?.role === 'expert';
  // An advisor whose ARN is pending may compare plans with a client, not send one (the backend refuses it, 422).
  const mayPlace = useMayPlaceOrders();
  // Keyboard and screen-reader users land on the new step, not on the button that left the page.
  const stepRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepRef.current?.focus();
  }, [step]);

  function sent(to: string | null) {
    setSentTo(to ?? subject?.clientMobile ?? null);
    dispatch(draftCleared());
  }

  return (
    <div className={styles.page}>
      <PageHead
        title="Health insurance | ZF"
        description="Compare health insurance plans for you and your family, individual and family floater side by side, and buy through your ZF expert."
      />
      <header>
        <h1>Health insurance{forClient && subject?.userName ? ` for ${subject.userName}` : ''}</h1>
        <p className={styles.note}>Compare plans for your family, individual and floater side by side.</p>
        {forClient && !mayPlace && (
          <p className={styles.panel} role="status">
            {INSURANCE_NOT_ALLOWED}
          </p>
        )}
      </header>
      {paid ? (
        subject ? (
          <PaidPolicy cartId={paid} forClientId={forClient ? subject.userId : null} />
        ) : (
          <Skeleton height={200} label="Loading your policy" />
        )
      ) : sentTo !== undefined ? (
        <section className={styles.form} aria-label="Sent">
          <p className={styles.panel} role="status">
            {sentTo ? `Sent to ${sentTo.startsWith('XXXXXX') ? sentTo : `XXXXXX${sentTo.slice(-4)}`}` : 'Sent to the client'}. The
            client confirms with an OTP on their own mobile and pays.
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setSentTo(undefined)}>
              Start another
            </Button>
          </div>
        </section>
      ) : (
        <>
          <Stepper steps={STEPS} current={step} label="Health insurance steps" />
          {subject && restored ? (
            <div ref={stepRef} tabIndex={-1} className={styles.form}>
              <CurrentStep step={step} subject={subject} onSent={sent} />
              {(step > STEP.members || clientName !== '') && (
                <div className={styles.actions}>
                  <Button variant="text" size="sm" onClick={() => dispatch(draftCleared())}>
                    Start again
                  </Button>
                </div>
              )}
            </div>
          ) : (
            <Skeleton height={320} label="Loading" />
          )}
        </>
      )}
    </div>
  );
}
