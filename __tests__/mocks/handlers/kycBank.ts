// Contract-shaped handlers for KYC step 5 (IFSC, bank accounts, penny drop, primary account), the submission to
// the KRA, MF Central eligibility, the modification flow and the identity redirects (docs/KYC.md).
import { http, HttpResponse } from 'msw';
import type { BankAccount } from '@/services/kyc.types';
import { bankAccountSchema } from '@/utils/validation/kyc';
import { authed } from '../session';
import { at } from './at';
import { KNOWN_IFSC, advance, bodyOf, kycFailed as failed, kycMock, ok } from './kycState';


const IFSC_DETAILS = {
  ifsc: KNOWN_IFSC,
  bank: 'HDFC Bank',
  branch: 'Mumbai - Kamala Mills',
  address: 'Kamala Mills Compound, Lower Parel',
  city: 'Mumbai',
  state: 'Maharashtra',
};

const accountsOf = (userId: string) => kycMock.accounts.get(userId) ?? [];

export const kycBankHandlers = [
  http.get(
    at('node', '/kyc/ifsc/:ifsc'),
    authed(({ params }) => (params.ifsc === KNOWN_IFSC ? ok(IFSC_DETAILS) : failed('Unknown IFSC', 404))),
  ),

  http.put(
    at('node', '/kyc/v3/edit/addbankaccount'),
    authed(async ({ request }) => {
      const { user_id, is_primary, ...rest } = await bodyOf(request, 'addbankaccount');
      const parsed = bankAccountSchema.safeParse(rest);
      if (!parsed.success) return failed(parsed.error.issues[0]?.message ?? 'Not valid', 400);
      if (parsed.data.ifsc !== KNOWN_IFSC) return failed('Unknown IFSC', 400);
      const list = accountsOf(String(user_id));
      if (list.length >= 5) return failed('At most 5 bank accounts', 409);
      const account: BankAccount = {
        id: `ba-${list.length + 1}`,
        ifsc: parsed.data.ifsc,
        bank_name: IFSC_DETAILS.bank,
        branch: IFSC_DETAILS.branch,
        account_number_masked: `XXXXXX${parsed.data.account_number.slice(-4)}`,
        account_type: parsed.data.account_type,
        is_primary: Boolean(is_primary) && list.length === 0,
        penny_drop_status: null,
        penny_drop_name: null,
        name_match_score: null,
        penny_drop_message: null,
      };
      kycMock.accounts.set(String(user_id), [...list, account]);
      return ok(account);
    }),
  ),

  http.post(
    at('node', '/cart/v2/pennyDrop'),
    authed(async ({ request }) => {
      const body = await bodyOf(request, 'pennyDrop');
      const reference = `pd-${String(body.bank_account_id)}`;
      kycMock.pennyDrops.set(reference, String(body.bank_account_id));
      return ok({ reference, status: 'pending' });
    }),
  ),

  http.post(
    at('node', '/cart/v2/pennyDropResponse'),
    authed(async ({ request }) => {
      const body = await bodyOf(request, 'pennyDropResponse');
      const userId = String(body.user_id);
      const accountId = kycMock.pennyDrops.get(String(body.reference));
      const list = accountsOf(userId);
      const account = list.find((a) => a.id === accountId);
      if (!account) return failed('Unknown reference', 404);
      const last4 = account.account_number_masked.slice(-4);
      const result: BankAccount =
        last4 === '0000'
          ? { ...account, penny_drop_status: 'failed', penny_drop_message: 'The account is closed' }
          : last4 === '9999'
            ? { ...account, penny_drop_status: 'name_mismatch', penny_drop_name: 'RAJESH GUPTA', name_match_score: 12 }
            : { ...account, penny_drop_status: 'verified', penny_drop_name: 'VIKRAM RAO', name_match_score: 100 };
      kycMock.accounts.set(userId, list.map((a) => (a.id === account.id ? result : a)));
      return ok(result);
    }),
  ),

  http.post(
    at('node', '/cart/primary_bank'),
    authed(async ({ request }) => {
      const body = await bodyOf(request, 'primary_bank');
      const userId = String(body.user_id);
      const list = accountsOf(userId);
      const chosen = list.find((a) => a.id === body.bank_account_id);
      if (!chosen || chosen.penny_drop_status !== 'verified') return failed('Only a verified account can be primary', 409);
      const next = list.map((a) => ({ ...a, is_primary: a.id === chosen.id }));
      kycMock.accounts.set(userId, next);
      return ok(next);
    }),
  ),

  http.post(
    at('node', '/kyc/isEligibleForMFCentral'),
    authed(async ({ request }) => {
      const body = await bodyOf(request, 'isEligibleForMFCentral');
      return ok({ eligible: kycMock.records.get(String(body.user_id))?.kyc_status === 'verified' });
    }),
  ),

  http.post(
    at('node', '/kyc/kycModification'),
    authed(async ({ request }) => {
      const body = await bodyOf(request, 'kycModification');
      advance(String(body.user_id), 'product_page', { modification_status: 'started' });
      return ok({ modification_status: 'started', isEsignDisabled: false, isDigiLockerDisabled: false });
    }),
  ),

  http.get(
    at('node', '/kyc/kycModification/:id'),
    authed(({ params }) => {
      const record = kycMock.records.get(String(params.id));
      return ok({
        modification_status: record?.modification_status ?? null,
        digilocker_status: record?.digilocker_status ?? null,
        e_sign: record?.e_sign ?? null,
      });
    }),
  ),

  http.post(
    at('py', '/kyc/v1/update/user/:id'),
    authed(async ({ request, params }) => {
      await bodyOf(request, 'update/user');
      const id = String(params.id);
      if (kycMock.records.get(id)?.navigate_to !== 'bank_details') return failed('Complete every step first', 400);
      return ok(advance(id, 'product_page', { kyc_status: 'verified' }));
    }),
  ),

  http.get(
    at('py', '/identity/digilocker/url/:id/'),
    authed(({ params, request }) => {
      const back = new URL(request.url).searchParams.get('return_path') ?? '/kyc';
      return HttpResponse.json({ results: { redirect_url: `/api/py/identity/sandbox/digilocker/t-${params.id}?r=${back}` } });
    }),
  ),

  http.post(
    at('py', '/identity/esign/kyc/:id/'),
    authed(({ params }) =>
      HttpResponse.json({ results: { redirect_url: `/api/py/identity/sandbox/esign/t-${params.id}` } }),
    ),
  ),
];
