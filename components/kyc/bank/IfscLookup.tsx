import { statusOf } from '@/services/http/errors';
import { useLookupIfscQuery } from '@/store/api/kyc';
import { IFSC_PATTERN } from '@/utils/validation/kyc';
import styles from '../KycStep.module.scss';

export const UNKNOWN_IFSC = 'We do not know this IFSC. Check it on your cheque book or passbook.';

/** The bank and branch of a full IFSC, looked up as soon as all 11 characters are typed. */
export default function IfscLookup({ ifsc }: { ifsc: string }) {
  const code = ifsc.trim().toUpperCase();
  const complete = IFSC_PATTERN.test(code);
  const lookup = useLookupIfscQuery(code, { skip: !complete });
  if (!complete) return null;
  if (lookup.isFetching) return <p className={styles.note} role="status">Looking up {code}…</p>;
  if (lookup.error) {
    return (
      <p className={styles.bad} role="status">
        {statusOf(lookup.error) === 404 ? UNKNOWN_IFSC : 'We could not look up this IFSC just now; you can still add the account.'}
      </p>
    );
  }
  if (!lookup.data) return null;
  const { bank, branch, city, state } = lookup.data;
  // The bank's directory leaves parts empty for some branches: no comma or brackets around what is not there.
  const present = (parts: (string | null | undefined)[]) => parts.map((p) => p?.trim()).filter(Boolean).join(', ');
  const place = present([city, state]);
  const where = present([branch]);
  return (
    <p className={styles.good} role="status">
      <strong>{bank}</strong>
      {where ? `, ${where}` : ''}
      {place ? ` (${place})` : ''}
    </p>
  );
}
