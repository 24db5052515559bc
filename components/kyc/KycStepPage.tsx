import Head from 'next/head';
import type { ReactNode } from 'react';
import Skeleton from '@/components/ui/Skeleton';
import type { KycStepKey } from '@/utils/kyc/steps';
import KycLayout from './KycLayout';
import { useKycRouting, type KycRouting } from './useKycRouting';
import styles from './KycStep.module.scss';

export const KYC_LOCKED_MESSAGE =
  'This KYC has been submitted to the KRA and can no longer be changed here.';

export interface KycStepPageProps {
  step: KycStepKey;
  title: string;
  intro?: ReactNode;
  /** The modification flow works on a finished KYC's steps: do not send it to the fund list. */
  allowDone?: boolean;
  /** The step's content once the record says this is the right page (and whose KYC it is). */
  children: (routing: KycRouting & { userId: string }) => ReactNode;
}

/**
 * One KYC step page: the frame (stepper, title, for whom) around a skeleton until the record has been fetched and
 * the KYC routing has decided the person belongs here, then the step itself.
 */
export default function KycStepPage({ step, title, intro, allowDone, children }: KycStepPageProps) {
  const routing = useKycRouting(step, { allowDone });
  const { subject, state } = routing;
  return (
    <>
      <Head>
        <title>{`${title} | KYC | ZF`}</title>
      </Head>
      <KycLayout step={step} title={title} intro={intro} forName={subject.forName}>
        {state === 'ready' && subject.userId ? (
          <>
            {routing.disabled && !allowDone && <p className={styles.info}>{KYC_LOCKED_MESSAGE}</p>}
            {children({ ...routing, userId: subject.userId })}
          </>
        ) : (
          <Skeleton lines={4} height={40} label={state === 'leaving' ? 'Taking you to your KYC step' : 'Loading your KYC'} />
        )}
      </KycLayout>
    </>
  );
}
