import { useEffect, useRef, useState } from 'react';
import { useLazyGetInsuranceDraftQuery, useSaveInsuranceDraftMutation } from '@/store/api/insurance';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { draftOf, draftRestored, expertDetailsSet, selectInsurance, subjectChosen } from '@/store/insuranceSlice';
import type { InsuranceSubject } from './useSubject';

/** Who fills and who is covered, as the one draft this browser keeps is labelled. */
export function subjectKeyOf(subject: InsuranceSubject): string {
  if (subject.role === 'expert') return `expert:${subject.expert?.expert_id ?? ''}:${subject.userId ?? ''}`;
  return subject.role === 'user' ? `user:${subject.userId ?? ''}` : 'visitor';
}

/** Long enough that typing a name is one save, short enough that closing the tab rarely loses a step. */
export const DRAFT_SAVE_DELAY_MS = 1500;

/**
 * A logged-in person's draft lives on the server too, so that they can return on another device: it is read once
 * when the funnel opens (the server's copy wins) and written back a moment after each change.
 */
/** True once the server's draft has been read (at once for a visitor, who has none). */
export function useDraftSync(subject: InsuranceSubject | undefined): boolean {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectInsurance);
  const [load] = useLazyGetInsuranceDraftQuery();
  const [save] = useSaveInsuranceDraftMutation();
  // Whose draft has been read: nothing is saved for a person until their own draft has been.
  const [readFor, setReadFor] = useState<string | null>(null);
  const lastSaved = useRef<string | null>(null);
  const active = Boolean(subject?.loggedIn && subject.userId);
  const forClient = subject?.role === 'expert';
  const clientId = forClient ? (subject?.userId ?? null) : null;

  const subjectKey = subject ? subjectKeyOf(subject) : null;
  const ready = readFor !== null && readFor === subjectKey;
  useEffect(() => {
    // Another client chosen (or another login): this browser's draft was someone else's.
    if (subjectKey) dispatch(subjectChosen(subjectKey));
  }, [subjectKey, dispatch]);

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    lastSaved.current = null;
    if (forClient && subject?.expert) dispatch(expertDetailsSet(subject.expert));
    load(clientId)
      .unwrap()
      .then((answer) => {
        if (cancelled) return;
        // Again once the answer is here: the browser's own copy may have been restored from storage meanwhile.
        if (subjectKey) dispatch(subjectChosen(subjectKey));
        if (answer.draft) {
          lastSaved.current = JSON.stringify(answer.draft);
          dispatch(draftRestored(answer.draft));
        }
      })
      .catch((error: unknown) => console.warn('[insurance] the saved draft could not be read', error))
      .finally(() => !cancelled && setReadFor(subjectKey));
    return () => {
      cancelled = true;
    };
    // Once per person filling and covered: the subject's other fields follow from the same storage read.
  }, [active, subjectKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const body = JSON.stringify(draftOf(state));
  useEffect(() => {
    if (!active || !ready || body === lastSaved.current) return;
    const timer = setTimeout(() => {
      lastSaved.current = body;
      save({ ...(clientId ? { user_id: clientId } : {}), draft: JSON.parse(body) })
        .unwrap()
        .catch((error: unknown) => console.warn('[insurance] the draft could not be saved', error));
    }, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, ready, body, clientId, save]);

  return subject !== undefined && (!active || ready);
}
