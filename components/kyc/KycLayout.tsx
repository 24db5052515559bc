import type { ReactNode } from 'react';
import Stepper from '@/components/ui/Stepper';
import { KYC_STEP_LABELS, type KycStepKey, kycStepIndex } from '@/utils/kyc/steps';
import styles from './KycLayout.module.scss';

interface KycLayoutProps {
  step: KycStepKey;
  title: string;
  /** One line under the title: what this step asks for and why. */
  intro?: ReactNode;
  /** Whose KYC this is when an advisor does it for a client ("for Meera Shah"). */
  forName?: string | null;
  children: ReactNode;
}

/** The frame of every KYC step: where the person is (stepper), what this step is for, then the step's form. */
export default function KycLayout({ step, title, intro, forName, children }: KycLayoutProps) {
  return (
    <section className={styles.page} aria-labelledby="kyc-title">
      <Stepper steps={KYC_STEP_LABELS} current={kycStepIndex(step)} label="KYC steps" />
      <h1 className={styles.title} id="kyc-title">
        {title}
        {forName ? <span className={styles.forName}> for {forName}</span> : null}
      </h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}
