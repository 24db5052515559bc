// What an answer may show of a bank account: never the number, only its last four digits, masked.
import { maskAccountNumber } from '../../../../utils/validation/kyc';
import type { BankAccountRow } from './banks.repo';

export interface BankAccountView {
  id: string;
  ifsc: string;
  bank_name: string;
  branch: string | null;
  account_number_masked: string;
  account_type: string;
  is_primary: boolean;
  penny_drop_status: BankAccountRow['pennyDropStatus'];
  penny_drop_name: string | null;
  name_match_score: number | null;
  penny_drop_message: string | null;
}

export function toBankAccountView(row: BankAccountRow): BankAccountView {
  return {
    id: row.id,
    ifsc: row.ifsc,
    bank_name: row.bankName,
    branch: row.branch,
    account_number_masked: maskAccountNumber(row.accountLast4),
    account_type: row.accountType,
    is_primary: row.isPrimary,
    penny_drop_status: row.pennyDropStatus,
    penny_drop_name: row.pennyDropName,
    name_match_score: row.nameMatchScore,
    penny_drop_message: row.pennyDropMessage,
  };
}
