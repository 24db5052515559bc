import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { useGetKycDetailsQuery } from '@/store/api/kyc';
import type { KycRecord } from '@/services/kyc.types';
import type { KycStepKey } from '@/utils/kyc/steps';
import { writeSession } from '@/utils/storage';
import { decideKycRoute } from './kycRoute';
import { useKycSubject, type KycSubject } from './useKycSubject';

export interface KycRouting {
  subject: KycSubject;
  record: KycRecord | null;
  /** The KYC can no longer be edited (submitted or verified). */
  disabled: boolean;
  /** 'loading' until the record is in and the page is the right one; 'leaving' while a redirect is under way. */
  state: 'loading' | 'ready' | 'leaving';
  /** The record could not be fetched (the page is then the PAN step). */
  failed: boolean;
  retry: () => void;
}

/** With no record yet, the journey starts from what is known of the person: the spec stores name, mobile and id. */
function rememberSubject(subject: KycSubject): void {
  if (!subject.userId) return;
  writeSession('SELECTED_USER_ID', subject.userId);
  if (subject.name) writeSession('SELECTED_USER_NAME', subject.name);
  if (subject.mobile) writeSession('SELECTED_USER_MOBILE_NO', subject.mobile);
}

/**
 * The KYC routing of every step page: fetch the subject's record, then stay or go where it says (see
 * decideKycRoute). `?edit=1` marks a deliberate return to an earlier step.
 */
export function useKycRouting(step: KycStepKey, options: { allowDone?: boolean } = {}): KycRouting {
  const router = useRouter();
  const subject = useKycSubject();
  const userId = subject.userId;
  const query = useGetKycDetailsQuery({ userId: userId ?? '' }, { skip: !userId });
  const settled = Boolean(userId) && !query.isFetching && (query.isSuccess || query.isError);
  const record = query.isError ? undefined : (query.data?.data ?? null);
  const decision = settled
    ? decideKycRoute({ step, record, editing: router.query.edit === '1', allowDone: options.allowDone })
    : null;
  const target = decision?.action === 'redirect' ? decision.to : null;
  const sent = useRef<string | null>(null);
  // A refetch after a save must not blank a page the person is using: once ready, it stays ready while the
  // record is fetched again (a new decision to leave still applies when the answer arrives).
  const [shown, setShown] = useState(false);
  if (settled && !target && !shown) setShown(true);

  useEffect(() => {
    if (!settled) return;
    if (!record) rememberSubject(subject);
    if (target && sent.current !== target) {
      sent.current = target;
      void router.replace(target);
    }
  }, [settled, record, target, subject, router]);

  return {
    subject,
    record: record ?? null,
    disabled: Boolean(query.data?.isDisabled),
    state: target ? 'leaving' : settled || shown ? 'ready' : 'loading',
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}
