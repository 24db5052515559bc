// Contract-shaped handlers for the KYC calls of docs/KYC.md (steps 1 to 4; the bank, modification and python
// calls are in kycBank.ts), over the state of kycState.ts. Tests add them with serveFeature(kycHandlers, resetKyc).
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import type { DocumentKind } from '@/services/kyc.types';
import { declarationsSchema, kycStartSchema, panSchema, personalDetailsSchema } from '@/utils/validation/kyc';
import { authed } from '../session';
import { at } from './at';
import { kycBankHandlers } from './kycBank';
import {
  EMAIL_IN_USE,
  PAN_OF_ANOTHER_ACCOUNT,
  advance,
  bodyOf,
  documentsOf,
  kycFailed,
  ok,
  kycMock,
  kycRecordFixture,
  panDigits,
} from './kycState';

export * from './kycState';


function invalid(error: z.ZodError) {
  const errors = error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  return kycFailed(errors[0]?.message ?? 'The request is not valid', 400, errors);
}

const DOCUMENT_KINDS: DocumentKind[] = ['pan', 'address_proof', 'photo', 'signature'];
const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

function mimeByContent(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'image/png';
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'application/pdf';
  return null;
}

function panCheck(pan: string) {
  const digits = panDigits(pan);
  const status = digits === '0000' ? 'invalid' : digits === '9999' ? 'deactivated' : digits === '8888' ? 'name_mismatch' : 'valid';
  const name = status === 'invalid' ? null : (kycMock.panNames.get(pan) ?? 'Vikram Rao');
  return { pancard_no: pan, status, name, sandbox: true };
}

const KRA_BY_DIGITS: Record<string, string> = { '1111': 'registered', '2222': 'on_hold', '3333': 'rejected', '4444': 'validated' };

export const kycNodeHandlers = [
  http.get(
    at('node', '/kyc/kycdetails/:id'),
    authed(({ params, request }) => {
      kycMock.calls.push({ path: 'kycdetails', body: null, headers: Object.fromEntries(request.headers.entries()) });
      const record = kycMock.records.get(String(params.id)) ?? null;
      const isDisabled = ['submitted', 'verified'].includes(String(record?.kyc_status));
      return HttpResponse.json({ status: 'success', data: record, isDisabled });
    }),
  ),

  http.get(
    at('node', '/kyc/kycdata/:id'),
    authed(({ params }) => {
      const id = String(params.id);
      const documents = [...documentsOf(id).values()].map(({ bytes: _bytes, ...doc }) => doc);
      return ok({
        record: kycMock.records.get(id) ?? null,
        personal_details: kycMock.personal.get(id) ?? null,
        declarations: kycMock.declarations.get(id) ?? null,
        documents,
        bank_accounts: kycMock.accounts.get(id) ?? [],
        pending_changes: kycMock.pendingChanges.get(id) ?? [],
      });
    }),
  ),

  http.post(
    at('node', '/kyc/pan_validation'),
    authed(async ({ request }) => {
      const body = await bodyOf(request, 'pan_validation');
      const pan = panSchema.safeParse(body.pancard_no);
      return pan.success ? ok(panCheck(pan.data)) : invalid(pan.error);
    }),
  ),

  http.post(
    at('node', '/kyc/v2/kycstatus'),
    authed(async ({ request }) => {
      const body = await bodyOf(request, 'kycstatus');
      const pan = String(body.pancard_no ?? '');
      const kra_status = KRA_BY_DIGITS[panDigits(pan)] ?? 'not_found';
      if (kra_status === 'not_found') return ok({ kra_status, sandbox: true });
      return ok({
        kra_status,
        name: 'Vikram Rao',
        dob: '15/08/1990',
        address: { line1: '4 Park Street', city: 'Kolkata', state: 'West Bengal', pincode: '700016' },
        hold_reason: kra_status === 'on_hold' ? 'Email not validated: confirm the link the KRA sent' : null,
        sandbox: true,
      });
    }),
  ),

  http.post(
    at('node', '/kyc/v2/add/kycdetails'),
    authed(async ({ request }) => {
      const body = await bodyOf(request, 'add/kycdetails');
      const parsed = kycStartSchema().safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const { pancard_no, dob } = parsed.data;
      if (pancard_no === PAN_OF_ANOTHER_ACCOUNT) return kycFailed('This PAN belongs to another account', 409);
      const check = panCheck(pancard_no);
      if (check.status === 'invalid') return kycFailed('This PAN is not valid', 400, [{ path: 'pancard_no', message: 'This PAN is not valid' }]);
      if (check.status === 'deactivated') return kycFailed('This PAN is deactivated', 400, [{ path: 'pancard_no', message: 'This PAN is deactivated' }]);
      const userId = String(body.user_id);
      const current = kycMock.records.get(userId);
      const base = current ?? kycRecordFixture(userId, { navigate_to: null });
      const next = current?.navigate_to && current.navigate_to !== 'personal_details' ? current.navigate_to : 'personal_details';
      const record = { ...base, pancard_no, dob, name: check.name, kyc_status: 'in_progress', navigate_to: next };
      kycMock.records.set(userId, record);
      return ok(record);
    }),
  ),

  http.post(
    at('node', '/kyc/emailcheck'),
    authed(async ({ request }) => {
      const body = await bodyOf(request, 'emailcheck');
      return ok({ available: String(body.email).toLowerCase() !== EMAIL_IN_USE });
    }),
  ),

  http.put(
    at('node', '/kyc/personal_details'),
    authed(async ({ request }) => {
      const { user_id, ...details } = await bodyOf(request, 'personal_details');
      const parsed = personalDetailsSchema.safeParse(details);
      if (!parsed.success) return invalid(parsed.error);
      if (parsed.data.email.toLowerCase() === EMAIL_IN_USE) {
        return kycFailed('This email is used by another account', 409, [{ path: 'email', message: 'This email is used by another account' }]);
      }
      kycMock.personal.set(String(user_id), parsed.data);
      const current = kycMock.records.get(String(user_id));
      const later = current?.navigate_to && !['personal_details', null].includes(current.navigate_to);
      return ok(advance(String(user_id), later ? String(current?.navigate_to) : 'upload_documents', { name: parsed.data.name }));
    }),
  ),

  http.put(
    at('node', '/kyc/documents/:kind'),
    authed(async ({ request, params }) => {
      const kind = String(params.kind) as DocumentKind;
      if (!DOCUMENT_KINDS.includes(kind)) return kycFailed('Unknown document', 404);
      const form = await request.formData();
      const file = form.get('file');
      const userId = String(form.get('user_id'));
      kycMock.calls.push({ path: `documents/${kind}`, body: { user_id: userId }, headers: {} });
      if (!(file instanceof Blob)) return kycFailed('Choose a file to upload', 400);
      if (file.size > MAX_DOCUMENT_BYTES) return kycFailed('The file is larger than 5 MB', 413);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const mime = mimeByContent(bytes);
      if (!mime) return kycFailed('Only JPEG, PNG or PDF files can be uploaded', 415);
      const doc = { kind, mime, size_bytes: bytes.length, uploaded_at: '2026-11-23T10:00:00.000Z' };
      documentsOf(userId).set(kind, { ...doc, bytes });
      return ok(doc);
    }),
  ),

  http.get(
    at('node', '/kyc/documents/:kind'),
    authed(({ request, params }) => {
      const userId = new URL(request.url).searchParams.get('user_id') ?? '';
      const doc = documentsOf(userId).get(String(params.kind));
      if (!doc) return kycFailed('Not found', 404);
      return new HttpResponse(doc.bytes, { headers: { 'Content-Type': doc.mime, 'Cache-Control': 'no-store' } });
    }),
  ),

  http.post(
    at('node', '/kyc/kycDocCheck'),
    authed(async ({ request }) => {
      const body = await bodyOf(request, 'kycDocCheck');
      const userId = String(body.user_id);
      const docs = documentsOf(userId);
      const missing = DOCUMENT_KINDS.filter((k) => !docs.has(k));
      const complete = missing.length === 0;
      const current = kycMock.records.get(userId);
      if (complete && current?.navigate_to === 'upload_documents') advance(userId, 'declarations');
      const documents = [...docs.values()].map(({ bytes: _bytes, ...doc }) => doc);
      return ok({ documents, missing, complete });
    }),
  ),

  http.put(
    at('node', '/kyc/declarations'),
    authed(async ({ request }) => {
      const { user_id, ...rest } = await bodyOf(request, 'declarations');
      const parsed = declarationsSchema().safeParse(rest);
      if (!parsed.success) return invalid(parsed.error);
      kycMock.declarations.set(String(user_id), parsed.data);
      return ok(advance(String(user_id), 'bank_details'));
    }),
  ),
];

export const kycHandlers = [...kycNodeHandlers, ...kycBankHandlers];
