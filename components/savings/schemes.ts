// Saving schemes and deposits: the content of /m/saving-schemes, written by us. Every rate names its source
// and period. Only rates we are sure of are stated; readers are told to check the current notification.

export interface RateSource {
  /** Who set or published the rate, and for which period. */
  text: string;
  /** Where a reader can check the current rate. */
  checkAt: string;
}

export const SMALL_SAVINGS_SOURCE: RateSource = {
  text: 'Ministry of Finance (Department of Economic Affairs) notification of small savings interest rates for the October–December 2025 quarter; unchanged since the January–March 2024 quarter',
  checkAt: 'India Post and the National Savings Institute publish each quarter’s rates',
};

export const FRSB_SOURCE: RateSource = {
  text: 'Reserve Bank of India, rate for the half-year 1 July – 31 December 2025 (the NSC rate of 7.7% plus 0.35 percentage points)',
  checkAt: 'RBI announces the rate for each half-year; banks that sell the bonds show it too',
};

export const BANK_FD_SOURCE: RateSource = {
  text: 'Our reading of the card rates large Indian banks published in late 2025, after the RBI’s repo-rate cuts of 2025; each bank sets its own rates and changes them often',
  checkAt: 'your bank’s current rate card',
};

export interface SavingScheme {
  id: string;
  name: string;
  /** What it is for, in one line. */
  summary: string;
  rate: string;
  /** How the rate applies over time. */
  rateRule: string;
  source: RateSource;
  tenure: string;
  limits: string;
  eligibility: string;
  tax: string;
  access: string;
}

export const SAVING_SCHEMES: SavingScheme[] = [
  {
    id: 'ppf',
    name: 'Public Provident Fund (PPF)',
    summary: 'Long-term, tax-free saving backed by the Government of India.',
    rate: '7.1% a year, compounded yearly',
    rateRule:
      'Revised every quarter and applied to the whole balance. Interest is counted on the lowest balance between the 5th and the end of each month, so deposit before the 5th.',
    source: SMALL_SAVINGS_SOURCE,
    tenure:
      '15 full financial years after the year of opening; can be extended in blocks of 5 years, with or without new deposits.',
    limits: 'At least ₹500 and at most ₹1.5 lakh in a financial year, in one go or in parts.',
    eligibility:
      'Resident individuals, one account each (a parent may open one for a minor child within the same yearly limit).',
    tax: 'Exempt-exempt-exempt: deposits count under section 80C (old tax regime), and interest and maturity are tax-free.',
    access:
      'A loan from the 3rd to the 6th financial year; one partial withdrawal a year from the 7th.',
  },
  {
    id: 'sukanya-samriddhi',
    name: 'Sukanya Samriddhi Yojana (SSY)',
    summary: 'Saving for a daughter’s education and marriage, at the highest small-savings rate.',
    rate: '8.2% a year, compounded yearly',
    rateRule: 'Revised every quarter and applied to the whole balance.',
    source: SMALL_SAVINGS_SOURCE,
    tenure: 'Deposits for 15 years from opening; the account matures 21 years after opening.',
    limits: 'At least ₹250 and at most ₹1.5 lakh in a financial year.',
    eligibility:
      'A parent or guardian of a girl under 10; at most two girls per family (three when twins or triplets are born).',
    tax: 'Exempt-exempt-exempt: deposits count under section 80C (old tax regime), and interest and maturity are tax-free.',
    access:
      'Up to 50% of the balance can be withdrawn for her education once she turns 18 or passes class 10; early closure is allowed for her marriage after 18.',
  },
  {
    id: 'scss',
    name: 'Senior Citizens Savings Scheme (SCSS)',
    summary: 'Regular quarterly income for retired people.',
    rate: '8.2% a year, paid every quarter',
    rateRule: 'Fixed for the term at the rate on the day you deposit.',
    source: SMALL_SAVINGS_SOURCE,
    tenure: '5 years; can be extended by 3 years.',
    limits:
      'At least ₹1,000 (in multiples of ₹1,000) and at most ₹30 lakh across all your SCSS accounts.',
    eligibility:
      'Aged 60 or more; 55 to 60 if retired on superannuation or voluntary retirement (investing within a month of the retirement benefits); retired defence personnel from 50.',
    tax: 'Deposits count under section 80C (old tax regime); interest is taxable at your slab rate and tax may be deducted at source above the yearly threshold (Form 15H prevents it when your income is not taxable).',
    access:
      'Can be closed after a year: 1.5% of the deposit is deducted before two years, 1% after.',
  },
  {
    id: 'nsc',
    name: 'National Savings Certificate (NSC VIII issue)',
    summary: 'A five-year certificate whose interest is paid at maturity.',
    rate: '7.7% a year, compounded yearly, paid at maturity',
    rateRule: 'Fixed for the term at the rate on the day you buy.',
    source: SMALL_SAVINGS_SOURCE,
    tenure: '5 years.',
    limits: 'At least ₹1,000, in multiples of ₹100; no upper limit.',
    eligibility: 'Resident individuals, alone or jointly, or for a minor.',
    tax: 'The deposit counts under section 80C (old tax regime). Interest is taxable; the interest of the first four years, deemed reinvested, also counts under 80C.',
    access:
      'No early encashment except on the holder’s death or a court order; can be pledged as security for a loan.',
  },
  {
    id: 'kvp',
    name: 'Kisan Vikas Patra (KVP)',
    summary: 'A certificate that doubles the money over a fixed period.',
    rate: '7.5% a year, compounded yearly: the money doubles in 115 months (9 years 7 months)',
    rateRule: 'Fixed for the term at the rate on the day you buy.',
    source: SMALL_SAVINGS_SOURCE,
    tenure: '115 months at the current rate.',
    limits: 'At least ₹1,000, in multiples of ₹100; no upper limit.',
    eligibility: 'Resident individuals, alone or jointly, or for a minor.',
    tax: 'No deduction for the deposit; interest is taxable.',
    access: 'Can be encashed after 2 years and 6 months.',
  },
  {
    id: 'pomis',
    name: 'Post Office Monthly Income Scheme (POMIS)',
    summary: 'A fixed monthly income from a lump sum.',
    rate: '7.4% a year, paid every month',
    rateRule: 'Fixed for the term at the rate on the day you deposit.',
    source: SMALL_SAVINGS_SOURCE,
    tenure: '5 years.',
    limits: 'At least ₹1,000; at most ₹9 lakh in a single account or ₹15 lakh in a joint account.',
    eligibility: 'Resident individuals, alone or jointly (up to three adults), or for a minor.',
    tax: 'No deduction for the deposit; interest is taxable.',
    access:
      'Can be closed after a year: 2% of the deposit is deducted before three years, 1% after.',
  },
  {
    id: 'po-time-deposit',
    name: 'Post Office Time Deposit (TD)',
    summary: 'The post office’s fixed deposit, for 1, 2, 3 or 5 years.',
    rate: '1 year 6.9%, 2 years 7.0%, 3 years 7.1%, 5 years 7.5% a year; compounded quarterly, paid yearly',
    rateRule: 'Fixed for the term at the rate on the day you deposit.',
    source: SMALL_SAVINGS_SOURCE,
    tenure: '1, 2, 3 or 5 years.',
    limits: 'At least ₹1,000, in multiples of ₹100; no upper limit.',
    eligibility: 'Resident individuals, alone or jointly, or for a minor.',
    tax: 'Only the 5-year deposit counts under section 80C (old tax regime); interest is taxable.',
    access: 'Can be closed after 6 months, at a lower rate of interest.',
  },
  {
    id: 'rbi-floating-rate-bonds',
    name: 'RBI Floating Rate Savings Bonds, 2020 (Taxable)',
    summary: 'Government of India bonds whose rate moves with the NSC rate.',
    rate: '8.05% a year, paid every six months (1 January and 1 July)',
    rateRule:
      'Reset every six months to the NSC rate plus 0.35 percentage points; no cumulative option.',
    source: FRSB_SOURCE,
    tenure:
      '7 years. Holders aged 60 to 70 may redeem after 6 years, 70 to 80 after 5, 80 and above after 4.',
    limits: 'At least ₹1,000, in multiples of ₹1,000; no upper limit.',
    eligibility: 'Resident individuals and Hindu Undivided Families; not non-resident Indians.',
    tax: 'Interest is taxable, and tax is deducted at source; no deduction for the investment.',
    access:
      'Not tradable and not transferable except to a nominee; no early redemption below the ages above.',
  },
];

export interface FdFact {
  label: string;
  text: string;
}

/** Bank fixed deposits: ranges, not one bank's card. */
export const BANK_FD_FACTS: FdFact[] = [
  {
    label: 'Typical rates',
    text: 'Large banks: about 6% to 6.5% a year for deposits of 1 to 5 years. Small finance banks and some smaller private banks pay more, often 7% to 8% for their best tenures.',
  },
  { label: 'Senior citizens', text: 'Usually 0.50 percentage points more than the card rate.' },
  {
    label: 'Tenure',
    text: 'From 7 days to 10 years; interest paid out monthly or quarterly, or added on (cumulative).',
  },
  {
    label: 'Safety',
    text: 'Deposits in a bank are insured by DICGC up to ₹5 lakh per depositor per bank, principal and interest together.',
  },
  {
    label: 'Tax',
    text: 'Interest is taxable at your slab rate. From 1 April 2025 a bank deducts tax at source once your interest from it passes ₹50,000 in a year (₹1 lakh for senior citizens); Form 15G or 15H prevents it when your income is not taxable. A 5-year tax-saver FD counts under section 80C (old tax regime) and cannot be broken early.',
  },
  {
    label: 'Breaking early',
    text: 'Most banks allow it at a penalty, commonly 0.5 to 1 percentage point off the rate for the period the money stayed.',
  },
];
