import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/services/http/errors';
import { useAppDispatch } from '@/store/hooks';
import { nodeApi } from '@/store/api/nodeApi';
import {
  useGetDigilockerUrlMutation,
  useGetEsignUrlMutation,
  useStartKycModificationMutation,
} from '@/store/api/kyc';
import { normaliseKycStatus } from '@/utils/kyc/status';
import { setUserFlag } from '@/utils/storage';
import {
  flagsAfterReturn,
  MODIFICATION_RETURN_PATH,
  modificationPhase,
  readReturn,
  type ModificationPhase,
} from './flow';
import { leaveFor } from './leave';
import { clearFlags, markStarted, readFlags, storeSwitches } from './storedFlags';

export interface KycModification {
  phase: ModificationPhase;
  /** A call failed (not a provider's denial): its message, with the same action to retry. */
  error: string | null;
  /** A request is under way or the window is about to leave for a provider. */
  busy: boolean;
  start: () => Promise<void>;
  goDigilocker: () => Promise<void>;
  goEsign: () => Promise<void>;
}

interface Subject {
  userId: string;
  /** Sent to DigiLocker (the spec's user_name). */
  userName: string;
  kycStatus: string | null | undefined;
}

/**
 * The modification flow on /kyc/declarations: "Upgrade KYC" (?upgrade=1) → POST /kyc/kycModification → DigiLocker
 * → back with ?digilocker=success → e-sign at once → back with ?esign=aadhar_sign_success → the record is fetched
 * again and, once validated, the flags are cleared.
 */
export function useKycModification({ userId, userName, kycStatus }: Subject): KycModification {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const [startModification] = useStartKycModificationMutation();
  const [digilockerUrl] = useGetDigilockerUrlMutation();
  const [esignUrl] = useGetEsignUrlMutation();
  const back = readReturn(router.query);
  const [stored, setStored] = useState(() => readFlags(userId));
  const flags = flagsAfterReturn(stored, back);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const esignStarted = useRef(false);
  const refreshed = useRef(false);

  // Flags live in state as read on arrival: clearing them once validated must not take the success off the screen.
  // The panel is shown only on the modification's page, so with nothing under way it offers to start.
  const phase = modificationPhase(flags, back, true);

  async function leaveThrough(ask: () => Promise<string>) {
    setError(null);
    setBusy(true);
    try {
      leaveFor(await ask());
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  }
  const goDigilocker = () =>
    leaveThrough(() => digilockerUrl({ userId, userName, returnPath: MODIFICATION_RETURN_PATH }).unwrap());
  const goEsign = () => leaveThrough(() => esignUrl({ userId, returnPath: MODIFICATION_RETURN_PATH }).unwrap());

  async function start() {
    setError(null);
    setBusy(true);
    try {
      storeSwitches(await startModification(userId).unwrap());
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
      return;
    }
    markStarted(userId);
    const next = readFlags(userId);
    setStored(next);
    const after = modificationPhase(next, readReturn({}), false);
    if (after === 'digilocker') await goDigilocker();
    else if (after === 'esign') await goEsign();
    else setBusy(false);
  }

  // A provider's success is remembered per investor, so a reload (or the next page) knows it.
  useEffect(() => {
    if (!stored.started) return;
    if (back.digilocker === 'success' && !stored.digilockerDone) setUserFlag('DIGILOCKER_DONE', userId);
    if (back.esign === 'success' && !stored.esignDone) setUserFlag('ESIGN_DONE', userId);
  }, [stored, back.digilocker, back.esign, userId]);

  // Straight back from DigiLocker: on to the e-sign, as the flow promises.
  useEffect(() => {
    if (phase !== 'esign' || back.digilocker !== 'success' || esignStarted.current) return;
    esignStarted.current = true;
    void goEsign();
  });

  // Signed: the KRA's answer changes the status, so the record and the account are read again (once).
  useEffect(() => {
    if (phase !== 'complete' || refreshed.current) return;
    refreshed.current = true;
    dispatch(nodeApi.util.invalidateTags([{ type: 'Kyc', id: userId }, { type: 'User', id: userId }]));
  }, [phase, dispatch, userId]);

  // Validated: the modification is over, nothing may send the person back into it.
  useEffect(() => {
    if (phase === 'complete' && normaliseKycStatus(kycStatus) === 'verified') clearFlags(userId);
  }, [phase, kycStatus, userId]);

  return { phase, error, busy, start, goDigilocker, goEsign };
}
