// What a client confirms when their advisor submits the KYC: what goes to the KRA, and the digest that fixes it.
import { createHash } from 'node:crypto';
import type { ConsentSection } from '../../../../utils/kyc/wire';
import { maskPan } from '../../../../utils/validation/kyc';
import { listAccounts } from '../banks/banks.repo';
import { accountWords, nominationRows, text } from './consent.rows';
import type { KycDeps } from './kyc.deps';
import * as repo from './kyc.repo';
import type { KycRow } from './kyc.repo';

type Dict = Record<string, unknown>;

/** What goes to the KRA, as the client reads it: identity, contact and address, declarations, nomination, bank. */
export async function submissionSections(deps: KycDeps, row: KycRow): Promise<ConsentSection[]> {
  const steps = await repo.listSteps(deps.db, row.id);
  const saved = (step: string) => (steps.find((s) => s.step === step && s.status === 'completed')?.data ?? {}) as Dict;
  const personal = saved('personal_details');
  const declarations = saved('declarations');
  const address = (personal.address ?? {}) as Dict;
  const fatca = (declarations.fatca ?? {}) as Dict;
  const bank = (await listAccounts(deps.db, row.userId)).find((a) => a.isPrimary && a.pennyDropStatus === 'verified');
  const rows = (pairs: [string, unknown][]) =>
    pairs.flatMap(([label, value]) => (text(value) ? [{ label, value: text(value)! }] : []));
  return [
    {
      title: 'You',
      rows: rows([
        ['Name', personal.name ?? row.name],
        ['PAN', row.pancardNo ? maskPan(row.pancardNo) : null],
        ['Date of birth', row.dob],
        ['Email', personal.email ?? row.email],
        ["Father's name", personal.father_name],
        ['Occupation', personal.occupation],
        ['Income', personal.income_slab],
      ]),
    },
    {
      title: 'Address',
      rows: rows([['Address', [address.line1, address.line2, address.city, address.state, address.pincode].filter(text).join(', ')]]),
    },
    {
      title: 'Declarations',
      rows: rows([
        ['Place of birth', fatca.place_of_birth],
        ['Nationality', fatca.nationality],
        ['Tax resident only in India', Array.isArray(fatca.tax_residencies) && fatca.tax_residencies.length > 0 ? 'No' : 'Yes'],
        ['Politically exposed', fatca.pep],
        ['Source of wealth', fatca.source_of_wealth],
      ]),
    },
    { title: 'Nomination', rows: nominationRows(declarations.nomination) },
    { title: 'Bank account', rows: bank ? [{ label: 'Account', value: accountWords(bank) }] : [] },
  ];
}

/** Fixes what the client confirms: the record's fields, every saved step and the verified primary account. */
export async function submissionDigest(deps: KycDeps, row: KycRow): Promise<string> {
  const steps = (await repo.listSteps(deps.db, row.id)).map((s) => [s.step, s.status, s.data]).sort();
  const bank = (await listAccounts(deps.db, row.userId)).find((a) => a.isPrimary && a.pennyDropStatus === 'verified');
  const fixed = [row.pancardNo, row.name, row.dob, row.email, row.details, steps, bank ? [bank.id, bank.accountHash, bank.ifsc] : null];
  return createHash('sha256').update(JSON.stringify(fixed)).digest('hex');
}
