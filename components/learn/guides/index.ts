// Every long-form learning guide, by the path it is served at (the footer's Quick Links point at these).
import type { Guide } from '../guide/types';
import { ARN_RENEWAL, WHAT_IS_ARN, WHAT_IS_EUIN } from './arnEuin';
import { HOW_TO_GET_ARN } from './howToGetArn';
import { LAMF_INTEREST_RATES, LOAN_AGAINST_MF } from './loanAgainstMf';
import { NISM_REGISTRATION } from './nismRegistration';
import { NISM_SYLLABUS } from './nismSyllabus';

export { ARN_RENEWAL, HOW_TO_GET_ARN, LAMF_INTEREST_RATES, LOAN_AGAINST_MF, NISM_REGISTRATION, NISM_SYLLABUS, WHAT_IS_ARN, WHAT_IS_EUIN };

export const GUIDES: readonly Guide[] = [
  HOW_TO_GET_ARN,
  NISM_SYLLABUS,
  NISM_REGISTRATION,
  WHAT_IS_ARN,
  WHAT_IS_EUIN,
  ARN_RENEWAL,
  LOAN_AGAINST_MF,
  LAMF_INTEREST_RATES,
];

/** Guides are code: the HTML is built once, and a day-long revalidate picks up a redeploy's content. */
export const GUIDE_REVALIDATE_S = 86_400;
