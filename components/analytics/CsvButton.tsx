import { useState } from 'react';
import Button from '@/components/ui/Button';
import { errorMessage } from '@/services/http/errors';
import type { Period, ReportView } from '@/services/analytics.types';
import styles from './Analytics.module.scss';

/** Downloads the view's table as CSV (the call carries the session's headers, so it is fetched, then saved). */
export default function CsvButton({ view, period }: { view: ReportView; period: Period }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setFailure(null);
    try {
      const { getReportCsv } = await import('@/services/analytics.api');
      const url = URL.createObjectURL(await getReportCsv(view, period));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${view}.csv`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      setFailure(`The CSV could not be downloaded: ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <Button variant="secondary" size="sm" loading={busy} disabled={busy} onClick={download}>
        Download CSV
      </Button>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
    </div>
  );
}
