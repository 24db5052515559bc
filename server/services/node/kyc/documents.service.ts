// Step 3: the four KYC documents. Uploads are typed by content, cleaned, sealed to disk, then recorded; the
// order (file first, row second, file removed if the row fails) leaves neither a row without its file nor a
// stray file behind.
import { createHash } from 'node:crypto';
import type { Identity } from '../../../auth/requireAuth';
import type { KycDocumentKind } from '../../../db/schema';
import { NotFoundError, TooLargeError, UnsupportedTypeError } from '../../../domain/errors';
import { DOCUMENT_KINDS } from './kyc.schemas';
import {
  EXTENSIONS,
  MAX_DOCUMENT_BYTES,
  SIZE_MESSAGE,
  TYPE_MESSAGE,
  type DocumentMime,
  cleanDocument,
  sniffType,
} from './documents.content';
import * as repo from './documents.repo';
import type { DocumentStore } from './documents.store';
import { assertCanChange, assertCanRead } from './kyc.access';
import type { KycDeps } from './kyc.deps';
import { completeStep, currentRecord, editableRecord } from './kyc.record';
import { toDocument } from './kyc.view';

export const NO_DOCUMENT = 'This document has not been uploaded yet';

export interface Upload {
  userId: string;
  kind: KycDocumentKind;
  file: File;
}

/** PUT /kyc/documents/{kind}. */
export async function uploadDocument(
  deps: KycDeps,
  store: DocumentStore,
  identity: Identity,
  upload: Upload,
) {
  const { userId, kind, file } = upload;
  await assertCanChange(deps.db, identity, userId);
  const record = await editableRecord(deps, userId, 'upload_documents');
  if (file.size > MAX_DOCUMENT_BYTES) throw new TooLargeError(SIZE_MESSAGE);
  const original = Buffer.from(await file.arrayBuffer());
  const mime = sniffType(original);
  if (!mime) throw new UnsupportedTypeError(TYPE_MESSAGE);
  const content = await cleanDocument(original, mime);

  const key = await store.put(content);
  let saved: Awaited<ReturnType<typeof repo.replaceDocument>>;
  try {
    saved = await repo.replaceDocument(deps.db, {
      kycId: record.id,
      kind,
      mime,
      sizeBytes: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      storageKey: key,
      originalName: file.name ? file.name.slice(0, 200) : null,
      createdAt: deps.now(),
    });
  } catch (error) {
    await store.remove(key);
    throw error;
  }
  if (saved.previousKey) {
    await store
      .remove(saved.previousKey)
      .catch((err: unknown) =>
        deps.logger.warn({ err, kind }, 'could not remove a replaced KYC document'),
      );
  }
  deps.logger.info(
    { user_id: userId, kind, mime, size_bytes: content.length },
    'KYC document stored',
  );
  return toDocument(saved.row);
}

/** GET /kyc/documents/{kind}: the investor's own file, or their mapped advisor's view of it. */
export async function readDocument(
  deps: KycDeps,
  store: DocumentStore,
  identity: Identity,
  userId: string,
  kind: KycDocumentKind,
) {
  await assertCanRead(deps.db, identity, userId);
  const record = await currentRecord(deps, userId);
  const row = record && (await repo.findDocument(deps.db, record.id, kind));
  if (!row) throw new NotFoundError(NO_DOCUMENT);
  return {
    content: await store.get(row.storageKey),
    mime: row.mime,
    filename: `${kind}.${EXTENSIONS[row.mime as DocumentMime] ?? 'bin'}`,
  };
}

/** POST /kyc/kycDocCheck: which documents are in; all four complete the step and move on to declarations. */
export async function checkDocuments(deps: KycDeps, identity: Identity, userId: string) {
  await assertCanChange(deps.db, identity, userId);
  const record = await editableRecord(deps, userId, 'upload_documents');
  const documents = await repo.listDocuments(deps.db, record.id);
  const missing = DOCUMENT_KINDS.filter((kind) => !documents.some((d) => d.kind === kind));
  const complete = missing.length === 0;
  if (complete)
    await completeStep(deps, record, 'upload_documents', { kinds: [...DOCUMENT_KINDS] });
  return { documents: documents.map(toDocument), missing, complete };
}
