// The distributor's regulatory registration, shown in the footer and on the trust pages.
import { distributorArn } from '@/utils/distributor';
// DEMO VALUES: these numbers are ours for the reference deployment and belong to no real distributor;
// a real deployment replaces them with its own AMFI and exchange registration.

export const REGISTRATION = {
  companyName: 'ZF Investment Services Pvt. Ltd.',
  /** AMFI Registration Number of the distributor: the same one the backend puts on execution-only orders. */
  arn: distributorArn(),
  /** Date of initial registration with AMFI. */
  initialRegistrationDate: '30-May-2019',
  /** Fixed by the spec. */
  arnValidTill: '29-May-2028',
  exchange: 'BSE StAR MF',
  exchangeMemberCode: '54321',
} as const;

export const MARKET_RISK_DISCLAIMER =
  'Mutual fund investments are subject to market risks, read all scheme related documents carefully. Past performance is not indicative of future performance.';

export const CONTACT = {
  addressLines: ['4th Floor, Tower B, Sector 44', 'Gurugram, Haryana 122003'],
  phone: '+91 124 400 0000',
  phoneHref: 'tel:+911244000000',
  email: 'support@zf.example',
  grievanceEmail: 'grievance@zf.example',
  hours: 'Monday to Saturday, 9:30 am to 6:30 pm IST (closed on exchange holidays)',
  grievanceOfficer: 'Grievance Officer, ZF Investment Services',
} as const;
