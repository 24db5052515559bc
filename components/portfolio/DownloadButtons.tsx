import { useState } from 'react';
import { saveBlob } from '@/components/shared/download/saveBlob';
import Button from '@/components/ui/Button';
import { errorMessage } from '@/services/http/errors';
import type { DownloadFormat } from '@/services/portfolio.types';
import styles from './Portfolio.module.scss';

interface Props {
  /** What is downloaded, for the buttons' names: 'transaction report'. */
  what: string;
  fileName: string;
  fetchFile: (format: DownloadFormat) => Promise<Blob>;
}

/** CSV and PDF of one report; each button waits for its file and a failure is said beside them. */
export default function DownloadButtons({ what, fileName, fetchFile }: Props) {
  const [busy, setBusy] = useState<DownloadFormat | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function download(format: DownloadFormat) {
    setBusy(format);
    setFailure(null);
    try {
      saveBlob(await fetchFile(format), `${fileName}.${format}`);
    } catch (error) {
      setFailure(`The ${format.toUpperCase()} could not be downloaded: ${errorMessage(error)}`);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={styles.actions}>
      {(['csv', 'pdf'] as const).map((format) => (
        <Button
          key={format}
          variant="secondary"
          size="sm"
          loading={busy === format}
          disabled={busy !== null}
          onClick={() => download(format)}
        >
          Download {what} ({format.toUpperCase()})
        </Button>
      ))}
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
    </div>
  );
}
