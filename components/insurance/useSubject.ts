import { useSyncExternalStore } from 'react';
import { getRole, getSelectedClient, readLocal } from '@/utils/storage';

/** Who fills the funnel and whose cover it is, read from the browser's session once mounted. */
export interface InsuranceSubject {
  loggedIn: boolean;
  role: 'user' | 'expert' | null;
  /** The person covered: the investor, or the client an advisor chose in this tab (null: none chosen). */
  userId: string | null;
  userName: string | null;
  /** The selected client's registered mobile (where the link goes). */
  clientMobile: string | null;
  expert: { expert_id: string; name: string | null; arn: string | null } | null;
}

function readSubject(): InsuranceSubject {
  const role = getRole();
  if (role === 'expert') {
    const client = getSelectedClient();
    const expertId = readLocal('expertId');
    return {
      loggedIn: true,
      role,
      userId: client?.id ?? null,
      userName: client?.name ?? null,
      clientMobile: client?.mobileNo ?? null,
      expert: expertId ? { expert_id: expertId, name: readLocal('expertName') ?? readLocal('name'), arn: readLocal('arn_code') } : null,
    };
  }
  return {
    loggedIn: role === 'user',
    role,
    userId: role === 'user' ? readLocal('user_id') : null,
    userName: role === 'user' ? (readLocal('user_name') ?? readLocal('name')) : null,
    clientMobile: null,
    expert: null,
  };
}

const noSubscription = () => () => undefined;
let last: { key: string; subject: InsuranceSubject } | null = null;

/** The same object while storage says the same, as useSyncExternalStore requires. */
function snapshot(): InsuranceSubject {
  const subject = readSubject();
  const key = JSON.stringify(subject);
  if (last?.key !== key) last = { key, subject };
  return last.subject;
}

/** undefined until the browser's storage has been read (server rendering knows nobody). */
export function useSubject(): InsuranceSubject | undefined {
  return useSyncExternalStore(noSubscription, snapshot, () => undefined);
}

/** '9000000001' -> 'XXXXXX0001', the way the backend shows a mobile it sent to. */
export function maskMobile(mobile: string | null | undefined): string | null {
  return mobile && mobile.length >= 4 ? `XXXXXX${mobile.slice(-4)}` : null;
}
