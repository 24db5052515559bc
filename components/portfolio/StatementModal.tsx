import { useState } from 'react';
import { saveBlob } from '@/components/shared/download/saveBlob';
import Button from '@/components/ui/Button';
import Input from '@/components/ui/Input';
import Modal from '@/components/ui/Modal';
import Select from '@/components/ui/Select';
import { errorText, useZodForm } from '@/components/ui/useZodForm';
import { errorMessage } from '@/services/http/errors';
import { downloadStatement } from '@/services/portfolio.api';
import { useCreateStatementLinkMutation } from '@/store/api/portfolio';
import { type StatementLink, type StatementQuery, statementQuery } from '@/utils/portfolio/wire';
import { financialYearOf, financialYearStart, isoDay, recentFinancialYears } from './financialYear';
import { statementShareText, whatsAppShareUrl } from './shareText';
import styles from './Portfolio.module.scss';

interface Props {
  open: boolean;
  onClose: () => void;
  userId: string;
  /** 'Your portfolio statement', 'Portfolio statement of Asha Verma'. */
  title: string;
  today?: Date;
}

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * The portfolio statement PDF for a period and a financial year: downloaded here, or shared as a one-time link
 * (the system share sheet where the browser has one, else WhatsApp with a short text).
 */
export default function StatementModal({ open, onClose, userId, title, today = new Date() }: Props) {
  const { register, handleSubmit, formState } = useZodForm(statementQuery, {
    defaultValues: { from: financialYearStart(today), to: isoDay(today), fy: financialYearOf(today) },
  });
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [link, setLink] = useState<{ url: string; answer: StatementLink } | null>(null);
  const [createLink, creating] = useCreateStatementLinkMutation();
  const e = (name: string) => errorText(formState.errors, name);

  const download = handleSubmit(async (query: StatementQuery) => {
    setDownloading(true);
    setFailure(null);
    try {
      saveBlob(await downloadStatement(userId, query), `portfolio-statement-${query.to ?? isoDay(today)}.pdf`);
    } catch (error) {
      setFailure(`The statement could not be downloaded: ${errorMessage(error)}`);
    } finally {
      setDownloading(false);
    }
  });

  const share = handleSubmit(async (query: StatementQuery) => {
    setFailure(null);
    try {
      const answer = await createLink({ userId, query }).unwrap();
      const url = `${window.location.origin}${answer.path}`;
      setLink({ url, answer });
      if (canShare()) await navigator.share({ title: 'Portfolio statement', text: statementShareText(url, answer.expires_at) });
    } catch (error) {
      // Closing the share sheet is the person's choice; the link stays on screen with WhatsApp beside it.
      if ((error as Error)?.name !== 'AbortError') setFailure(`The link could not be made: ${errorMessage(error)}`);
    }
  });

  function close() {
    setLink(null);
    setFailure(null);
    onClose();
  }

  const busy = downloading || creating.isLoading;
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      footer={
        <div className={styles.actions}>
          <Button onClick={download} loading={downloading} disabled={busy}>
            Download PDF
          </Button>
          <Button variant="secondary" onClick={share} loading={creating.isLoading} disabled={busy}>
            Share a one-time link
          </Button>
        </div>
      }
    >
      <p className={styles.note}>
        Holdings, gains and XIRR today, the transactions of the period and the capital gains of the financial year, with
        the distributor&apos;s ARN and EUIN.
      </p>
      <form className={styles.filters} onSubmit={download} noValidate>
        <Input label="Transactions from" type="date" {...register('from')} error={e('from')} />
        <Input label="Transactions to" type="date" {...register('to')} error={e('to')} />
        <Select
          label="Capital gains of"
          options={recentFinancialYears(today).map((y) => ({ value: y, label: `FY ${y}` }))}
          {...register('fy')}
          error={e('fy')}
        />
      </form>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {link && (
        <div role="status" className={styles.message}>
          <p>
            One-time link, valid until {new Date(link.answer.expires_at).toLocaleDateString('en-IN', { dateStyle: 'medium' })}:
          </p>
          <p>
            <code data-testid="statement-link">{link.url}</code>
          </p>
          <a href={whatsAppShareUrl(statementShareText(link.url, link.answer.expires_at))} target="_blank" rel="noopener noreferrer">
            Send on WhatsApp
          </a>
        </div>
      )}
    </Modal>
  );
}
