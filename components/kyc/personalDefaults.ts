// What the personal-details form starts with: what was saved, else what the KRA knows, else the PAN holder's name.
import type { KraLookup, KycRecord } from '@/services/kyc.types';
import type { PersonalDetails } from '@/utils/validation/kyc';

export type PersonalForm = Omit<
  PersonalDetails,
  'gender' | 'marital_status' | 'occupation' | 'income_slab'
> & {
  gender: string;
  marital_status: string;
  occupation: string;
  income_slab: string;
};

const EMPTY: PersonalForm = {
  name: '',
  email: '',
  gender: '',
  marital_status: '',
  father_name: '',
  occupation: '',
  income_slab: '',
  address: { line1: '', line2: '', city: '', state: '', pincode: '' },
};

export interface PersonalPrefill {
  values: PersonalForm;
  /** Said above the form when the KRA's record filled something in. */
  fromKra: boolean;
}

export function personalDefaults(
  saved: PersonalDetails | null | undefined,
  kra: KraLookup | null | undefined,
  record: KycRecord | null,
): PersonalPrefill {
  if (saved)
    return {
      values: { ...EMPTY, ...saved, address: { ...EMPTY.address, ...saved.address } },
      fromKra: false,
    };
  const kraAddress = kra && typeof kra.address === 'object' && kra.address ? kra.address : null;
  const name = kra?.name ?? record?.name ?? '';
  return {
    values: { ...EMPTY, name, address: { ...EMPTY.address, ...(kraAddress ?? {}) } },
    fromKra: Boolean(kra?.name || kraAddress),
  };
}
