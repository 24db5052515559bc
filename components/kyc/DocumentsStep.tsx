import { useRouter } from 'next/router';
import { useState } from 'react';
import Button, { ButtonLink } from '@/components/ui/Button';
import Skeleton from '@/components/ui/Skeleton';
import { DOCUMENT_KINDS, type DocumentKind } from '@/services/kyc.types';
import { useCheckDocumentsMutation, useGetKycDataQuery } from '@/store/api/kyc';
import DocumentUpload from './DocumentUpload';
import { missingWords } from './documentRules';
import KycStepPage from './KycStepPage';
import { pathAfterSaving } from './kycRoute';
import StepLoadError from './StepLoadError';
import type { KycRouting } from './useKycRouting';
import documentStyles from './Documents.module.scss';
import styles from './KycStep.module.scss';

export const DOC_CHECK_FAILED = 'We could not check your documents just now. Please try again.';

function DocumentsPanel({ userId, disabled }: KycRouting & { userId: string }) {
  const router = useRouter();
  const saved = useGetKycDataQuery(userId);
  const [checkDocuments, checkState] = useCheckDocumentsMutation();
  const [message, setMessage] = useState<string | null>(null);
  // What the last check found missing; a document uploaded since leaves the list at once (issue 33, item 16).
  const [missing, setMissing] = useState<DocumentKind[]>([]);

  if (saved.isLoading) return <Skeleton lines={4} height={96} label="Loading your documents" />;
  if (saved.isError || !saved.data)
    return <StepLoadError error={saved.error} onRetry={() => void saved.refetch()} />;
  const stored = saved.data.documents;
  const stillMissing = missing.filter((kind) => !stored.some((d) => d.kind === kind));

  async function carryOn() {
    setMessage(null);
    setMissing([]);
    const check = await checkDocuments(userId)
      .unwrap()
      .catch(() => false as const);
    if (check === false) return setMessage(DOC_CHECK_FAILED);
    if (!check.complete) return setMissing(check.missing);
    void router.push(pathAfterSaving('upload_documents', null));
  }

  return (
    <div className={styles.form}>
      <div className={documentStyles.list}>
        {DOCUMENT_KINDS.map((kind) => (
          <DocumentUpload
            key={kind}
            userId={userId}
            kind={kind}
            stored={stored.find((d) => d.kind === kind)}
            disabled={disabled}
          />
        ))}
      </div>
      {(message || stillMissing.length > 0) && (
        <p className={styles.formError} role="alert">
          {message ?? `Still missing: ${missingWords(stillMissing)}. Upload them to continue.`}
        </p>
      )}
      <div className={styles.actions}>
        <ButtonLink href="/kyc/personal_details" variant="secondary">
          Back
        </ButtonLink>
        <Button onClick={() => void carryOn()} loading={checkState.isLoading} disabled={disabled}>
          Continue
        </Button>
      </div>
    </div>
  );
}

/** Step 3 (/kyc/upload_document): PAN card, address proof, photo and signature. */
export default function DocumentsStep() {
  return (
    <KycStepPage
      step="upload_documents"
      title="Upload documents"
      intro="Clear photos or scans of four documents. Each is saved as soon as it is uploaded, and kept encrypted."
    >
      {(routing) => <DocumentsPanel {...routing} />}
    </KycStepPage>
  );
}
