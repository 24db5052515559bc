import Head from 'next/head';
import { useState } from 'react';
import { saveBlob } from '@/components/shared/download/saveBlob';
import Button from '@/components/ui/Button';
import { statementDownloadPath } from '@/utils/portfolio/wire';
import styles from './Portfolio.module.scss';

const FAILED = 'The statement could not be downloaded. Please try again.';

/** The file name the server gave, or a plain one. */
function fileNameOf(res: Response): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '');
  return match?.[1] ?? 'portfolio-statement.pdf';
}

/**
 * The page behind a one-time statement link. The download waits for the button: chat apps fetch a shared address
 * to draw its preview, and that fetch must not spend the one download.
 */
export default function SharedStatement({ token }: { token: string }) {
  const [state, setState] = useState<'ready' | 'loading' | 'done'>('ready');
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setState('loading');
    setFailure(null);
    try {
      const res = await fetch(statementDownloadPath(token), { credentials: 'omit' });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { message?: string } | null;
        setFailure(body?.message ?? FAILED);
        return setState('ready');
      }
      saveBlob(await res.blob(), fileNameOf(res));
      setState('done');
    } catch {
      setFailure(FAILED);
      setState('ready');
    }
  }

  return (
    <div className={styles.wrap}>
      <Head>
        <title>Portfolio statement | ZF</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <h1>Your portfolio statement</h1>
      <p className={styles.note}>
        This link downloads the statement (PDF) once, within 7 days of being shared. Keep the file: the link will not
        work again.
      </p>
      {state === 'done' ? (
        <p role="status" className={styles.message}>
          The statement is downloaded. Look for it in your downloads.
        </p>
      ) : (
        <Button onClick={download} loading={state === 'loading'} disabled={!token}>
          Download the statement (PDF)
        </Button>
      )}
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
    </div>
  );
}
