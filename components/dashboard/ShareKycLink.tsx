import { useState } from 'react';
import Button, { ButtonLink } from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import Input from '@/components/ui/Input';
import { kycShareLink, kycShareText } from '@/utils/kyc/share';
import { readSession } from '@/utils/storage';
import styles from './Dashboard.module.scss';

type Outcome = 'shared' | 'copied' | 'manual' | null;

const OUTCOME_TEXT: Record<Exclude<Outcome, null>, string> = {
  shared: 'Link shared.',
  copied: 'Link and message copied. Paste them into a message to your client.',
  manual: 'Copying is not available in this browser: select the link below and copy it.',
};

/**
 * Shown on /dashboard/expert?shareAppLink=y, where the KYC pages send an advisor who may not do KYC for clients.
 * Web Share where the browser has it (phones), else the clipboard, else the link to copy by hand.
 */
export default function ShareKycLink({ transactionAllowed }: { transactionAllowed: boolean }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const clientName = readSession('SELECTED_USER_NAME');
  const share = kycShareLink(typeof window === 'undefined' ? '' : window.location.origin, clientName);

  async function copy() {
    try {
      await navigator.clipboard.writeText(kycShareText(share));
      setOutcome('copied');
    } catch {
      setOutcome('manual');
    }
  }

  async function send() {
    if (typeof navigator.share !== 'function') return copy();
    try {
      await navigator.share(share);
      setOutcome('shared');
    } catch (error) {
      // The person closed the share sheet: nothing to say. Any other failure: copying still works.
      if ((error as { name?: string })?.name !== 'AbortError') await copy();
    }
  }

  if (transactionAllowed) {
    return (
      <Card title="KYC for your client" className={styles.share}>
        <p className={styles.note}>Your account may now do KYC for clients.</p>
        <ButtonLink href="/kyc" size="sm">
          {clientName ? `Do KYC for ${clientName}` : 'Do KYC for your client'}
        </ButtonLink>
      </Card>
    );
  }
  return (
    <Card title="Share the KYC link with your client" className={styles.share}>
      <p className={styles.note}>
        Your account is not enabled to do KYC for clients.{' '}
        <strong>{clientName ? `${clientName} completes` : 'Your client completes'} KYC in their own login</strong>{' '}
        with their own mobile number; send them this link.
      </p>
      <Button onClick={send} size="sm">
        Share KYC link
      </Button>
      {outcome === 'manual' && (
        <Input label="KYC link" value={share.url} readOnly onFocus={(e) => e.currentTarget.select()} />
      )}
      <p className={styles.note} role="status">
        {outcome ? OUTCOME_TEXT[outcome] : ''}
      </p>
    </Card>
  );
}
