import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import Button from '@/components/ui/Button';
import Input from '@/components/ui/Input';
import { useListFundsQuery } from '@/store/api/funds';
import { fullSchemeName } from '@/utils/funds/labels';
import type { FundSummary } from '@/utils/funds/types';
import styles from './Orders.module.scss';

const MIN_CHARS = 3;
const WAIT_MS = 300;

/**
 * Searches the fund list by name (the market service's ranked search) and hands back the fund chosen: Regular plans
 * only, the ones ZF sells under its ARN, each named with its plan and option.
 */
export default function FundPicker({ onChoose }: { onChoose: (fund: FundSummary) => void }) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    // Ask once typing pauses, not on every key.
    const timer = setTimeout(() => setQ(text.trim()), WAIT_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, isFetching, isError } = useListFundsQuery(q.length >= MIN_CHARS ? { q, plan: 'Regular', limit: 8 } : skipToken);
  const funds = q.length >= MIN_CHARS ? (data?.items ?? []).filter((f) => f.plan !== 'Direct') : [];
  return (
    <div className={styles.form}>
      <Input
        label="Search a fund"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        hint={`Type at least ${MIN_CHARS} letters of the fund's name`}
        autoComplete="off"
      />
      {isFetching && <p className={styles.note} role="status">Searching…</p>}
      {isError && <p className={styles.error} role="alert">We could not search the funds. Try again.</p>}
      {!isFetching && q.length >= MIN_CHARS && data && funds.length === 0 && (
        <p className={styles.note} role="status">No fund matches “{q}”.</p>
      )}
      {funds.length > 0 && (
        <ul className={styles.list} aria-label="Funds found">
          {funds.map((f) => (
            <li key={f.scheme_code} className={styles.item}>
              <span>
                {fullSchemeName(f)}
                <span className={styles.note}> · {f.fund_house}</span>
              </span>
              <Button size="sm" variant="secondary" onClick={() => onChoose(f)} aria-label={`Choose ${fullSchemeName(f)}`}>
                Choose
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
