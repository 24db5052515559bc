// The personal-details choices in words (the values are the shared schema's).
import { GENDERS, INCOME_SLABS, MARITAL_STATUSES, OCCUPATIONS } from '@/utils/validation/kyc';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export const GENDER_OPTIONS = options(GENDERS, { male: 'Male', female: 'Female', other: 'Other' });

export const MARITAL_OPTIONS = options(MARITAL_STATUSES, {
  single: 'Single',
  married: 'Married',
  other: 'Other',
});

export const OCCUPATION_OPTIONS = options(OCCUPATIONS, {
  salaried_private: 'Salaried (private sector)',
  salaried_government: 'Salaried (government)',
  business: 'Business',
  professional: 'Professional',
  self_employed: 'Self-employed',
  retired: 'Retired',
  homemaker: 'Homemaker',
  student: 'Student',
  other: 'Other',
});

export const INCOME_OPTIONS = options(INCOME_SLABS, {
  below_1_lakh: 'Below ₹1 lakh a year',
  '1_5_lakh': '₹1 lakh to ₹5 lakh a year',
  '5_10_lakh': '₹5 lakh to ₹10 lakh a year',
  '10_25_lakh': '₹10 lakh to ₹25 lakh a year',
  '25_lakh_1_crore': '₹25 lakh to ₹1 crore a year',
  above_1_crore: 'Above ₹1 crore a year',
});
