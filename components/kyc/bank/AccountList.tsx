import Badge, { type BadgeTone } from '@/components/ui/Badge';
import Button from '@/components/ui/Button';
import type { BankAccount } from '@/services/kyc.types';
import { pennyDropWords, type PennyDropTone } from './pennyDropWords';
import styles from './Bank.module.scss';
import section from '../KycSection.module.scss';

const BADGE: Record<PennyDropTone, BadgeTone> = { good: 'gain', bad: 'loss', info: 'neutral' };

interface AccountListProps {
  accounts: BankAccount[];
  /** The account whose penny drop or primary change is under way. */
  busyId: string | null;
  onMakePrimary: (id: string) => void;
  onVerify: (id: string) => void;
  /** The account whose answer is shown above the list just now: its sentence is not repeated here. */
  reportedId?: string | null;
}

/** The person's accounts, numbers masked (XXXXXX1234), each with the bank's answer and what can be done with it. */
export default function AccountList({ accounts, busyId, onMakePrimary, onVerify, reportedId }: AccountListProps) {
  if (!accounts.length) return <p className={styles.empty}>No bank account yet: add the one your investments should pay into.</p>;
  return (
    <ul className={styles.list} aria-label="Your bank accounts">
      {accounts.map((account) => {
        const words = pennyDropWords(account);
        const verified = account.penny_drop_status === 'verified';
        const canRetry = account.penny_drop_status === 'failed' || !account.penny_drop_status;
        return (
          <li key={account.id} className={section.card} aria-label={`${account.bank_name} ${account.account_number_masked}`}>
            <div className={styles.accountHead}>
              <strong>{account.bank_name}</strong>
              <span className={styles.number}>{account.account_number_masked}</span>
              <Badge tone={BADGE[words.tone]}>{words.label}</Badge>
              {account.is_primary && <Badge tone="accent">Primary</Badge>}
            </div>
            <p className={styles.meta}>
              {[account.branch, `IFSC ${account.ifsc}`, account.account_type].filter(Boolean).join(' · ')}
            </p>
            {account.id !== reportedId && <p className={styles.meta}>{words.text}</p>}
            <div className={styles.accountActions}>
              {verified && !account.is_primary && (
                <Button size="sm" variant="secondary" loading={busyId === account.id} onClick={() => onMakePrimary(account.id)}>
                  Make primary
                </Button>
              )}
              {canRetry && (
                <Button size="sm" variant="secondary" loading={busyId === account.id} onClick={() => onVerify(account.id)}>
                  Verify with the bank
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
