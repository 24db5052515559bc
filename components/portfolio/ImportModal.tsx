import { useState, type FormEvent } from 'react';
import Button from '@/components/ui/Button';
import Modal from '@/components/ui/Modal';
import { errorMessage } from '@/services/http/errors';
import { useImportExternalPortfolioMutation } from '@/store/api/portfolio';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { portfolioModalClosed, selectPortfolioView } from '@/store/portfolioSlice';
import styles from './Portfolio.module.scss';

const MAX_BYTES = 2 * 1024 * 1024;
export const PICK_A_FILE = 'Choose a CAS file (CSV or JSON) first.';
export const FILE_TOO_LARGE = 'The file is larger than 2 MB.';
export const WRONG_KIND = 'Only CSV or JSON statements can be imported.';

function checkFile(file: File | null): string | null {
  if (!file) return PICK_A_FILE;
  if (!/\.(csv|json)$/i.test(file.name)) return WRONG_KIND;
  if (file.size > MAX_BYTES) return FILE_TOO_LARGE;
  return null;
}

/**
 * Import holdings held elsewhere from a consolidated account statement. The server imports all or nothing, so a
 * rejected file leaves the portfolio as it was; its message is shown beside the file field.
 */
export default function ImportModal({ userId }: { userId: string }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectPortfolioView).showExternalPortfolioModal;
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [importFile, { isLoading, data, reset }] = useImportExternalPortfolioMutation();

  function close() {
    setFile(null);
    setProblem(null);
    reset();
    dispatch(portfolioModalClosed('externalPortfolio'));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wrong = checkFile(file);
    setProblem(wrong);
    if (wrong || !file) return;
    const result = await importFile({ userId, file });
    if ('error' in result) setProblem(errorMessage(result.error));
  }

  return (
    <Modal open={open} onClose={close} title="Import external holdings">
      {data ? (
        <p role="status">
          Imported {data.imported.schemes} scheme(s) in {data.imported.folios} folio(s), {data.imported.transactions}{' '}
          transactions.
        </p>
      ) : (
        <form onSubmit={submit} noValidate className={styles.options}>
          <p className={styles.note}>
            Upload the consolidated account statement (CAS) from your registrar or aggregator, as CSV or JSON, up to
            2 MB. Holdings imported here are shown apart from those bought through ZF.
          </p>
          <label htmlFor="cas-file">CAS file (CSV or JSON)</label>
          <input
            id="cas-file"
            type="file"
            accept=".csv,.json,text/csv,application/json"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'cas-file-error' : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setProblem(null);
            }}
          />
          {problem && (
            <p id="cas-file-error" role="alert" className={styles.error}>
              {problem}
            </p>
          )}
          <Button type="submit" loading={isLoading}>
            Import statement
          </Button>
        </form>
      )}
    </Modal>
  );
}
