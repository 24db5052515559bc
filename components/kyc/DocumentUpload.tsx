import { useState, type ChangeEvent } from 'react';
import Button from '@/components/ui/Button';
import Input from '@/components/ui/Input';
import { errorMessage } from '@/services/http/errors';
import type { DocumentKind, KycDocument } from '@/services/kyc.types';
import { useUploadDocumentMutation } from '@/store/api/kyc';
import {
  ACCEPT_ATTRIBUTE,
  DOCUMENT_LABELS,
  checkDocumentFile,
  fileSize,
  fileType,
  formatIsoDate,
  typeWord,
} from './documentRules';
import { useObjectUrl, type Preview } from './useObjectUrl';
import styles from './Documents.module.scss';

interface Props {
  userId: string;
  kind: DocumentKind;
  /** What the server holds already (kycdata), if anything. */
  stored: KycDocument | undefined;
  disabled: boolean;
}

function PreviewOf({ preview, noun }: { preview: Preview; noun: string }) {
  if (preview.mime.startsWith('image/')) {
    // eslint-disable-next-line @next/next/no-img-element -- a local object URL, not an optimisable image
    return <img className={styles.preview} src={preview.url} alt={`Preview of your ${noun}`} />;
  }
  return (
    <a href={preview.url} target="_blank" rel="noreferrer">
      Open {preview.name} (PDF)
    </a>
  );
}

/** One document: what is stored, an upload (checked in the browser first) with progress, and a preview. */
export default function DocumentUpload({ userId, kind, stored, disabled }: Props) {
  const { title, noun, hint } = DOCUMENT_LABELS[kind];
  const [upload] = useUploadDocumentMutation();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [current, setCurrent] = useState<KycDocument | undefined>(stored);
  const { preview, show } = useObjectUrl();
  const [loadingPreview, setLoadingPreview] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a failure
    if (!file) return;
    const refused = checkDocumentFile(file);
    setError(refused);
    if (refused) return;
    setProgress(0);
    try {
      const saved = await upload({ userId, kind, file, onProgress: setProgress }).unwrap();
      setCurrent(saved);
      show(file, file.name, fileType(file));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setProgress(null);
    }
  }

  async function showStored() {
    setLoadingPreview(true);
    try {
      const { downloadDocument } = await import('@/services/kyc.api');
      const blob = await downloadDocument(userId, kind);
      show(blob, title, current?.mime ?? blob.type);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setLoadingPreview(false);
    }
  }

  const headingId = `doc-${kind}`;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
        <span className={current ? styles.done : styles.todo}>
          {current ? ' Uploaded' : ' Not uploaded yet'}
        </span>
      </h2>
      <p className={styles.hint}>{hint}</p>
      {current && (
        <p className={styles.meta}>
          {typeWord(current.mime)}, {fileSize(current.size_bytes)}, uploaded{' '}
          {formatIsoDate(current.uploaded_at)}
        </p>
      )}
      {preview ? (
        <PreviewOf preview={preview} noun={noun} />
      ) : (
        current && (
          <Button
            variant="text"
            size="sm"
            onClick={() => void showStored()}
            loading={loadingPreview}
          >
            Show the uploaded {noun}
          </Button>
        )
      )}
      <Input
        type="file"
        label={current ? `Replace ${noun}` : `Upload ${noun}`}
        accept={ACCEPT_ATTRIBUTE}
        hint="JPEG, PNG or PDF, up to 5 MB"
        onChange={(e) => void choose(e)}
        disabled={disabled || progress !== null}
        error={error}
      />
      {progress !== null && (
        <div className={styles.progress}>
          <progress max={100} value={progress} aria-label={`Uploading ${noun}`} />
          <span aria-hidden="true">{progress}%</span>
        </div>
      )}
    </section>
  );
}
