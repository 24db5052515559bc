// The set-up of the health-insurance screen tests: the insurance handlers (fresh per test), the mock router at rest,
// log-ins for an investor or an advisor acting for a client, a funnel state part-way filled, and dates of birth
// relative to today (the age rules count years from this year).
import { initialInsuranceState, type InsuranceState } from '@/store/insuranceSlice';
import { writeLocal, writeSession } from '@/utils/storage';
import { PLANS, insuranceHandlers, resetInsurance } from '../../mocks/handlers/insurance';
import { setupMockServer } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { resetRouter } from '../../support/router';
import { logInInvestor, serveFeature } from '../../support/session';

export function serveInsurance() {
  setupMockServer();
  serveFeature(insuranceHandlers, resetInsurance);
  beforeEach(() => resetRouter());
}

export { logInInvestor };

export function logInExpertFor(clientId: string) {
  writeLocal('access-token', mockSession.start().accessToken);
  writeLocal('role', ['expert']);
  writeLocal('expertId', 'e-1');
  writeLocal('expertName', 'Rahul Verma');
  writeLocal('transactionAllowed', true);
  writeSession('SELECTED_USER_ID', clientId);
  writeSession('SELECTED_USER_NAME', 'Asha Rao');
  writeSession('SELECTED_USER_MOBILE_NO', '9000000001');
}

const pad = (n: number) => String(n).padStart(2, '0');
/** DD/MM/YYYY of a birthday `years` years before this year (15 June). */
export const bornYearsAgo = (years: number) => `15/06/${new Date().getFullYear() - years}`;
/** DD/MM/YYYY of a birth `days` days ago. */
export function bornDaysAgo(days: number) {
  const d = new Date();
  d.setDate(d.getDate() - days);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** A family of four (Asha the eldest), in Pune, at the given step, optionally with a floater chosen. */
export function familyState(step: number, withPlan = false): { insurance: InsuranceState } {
  return {
    insurance: {
      ...initialInsuranceState,
      clientName: 'Asha Rao',
      clientDob: bornYearsAgo(40),
      clientGender: 'female',
      spouseName: 'Vikram Rao',
      spouseDob: bornYearsAgo(38),
      spouseRelation: 'husband',
      children: [
        { name: 'Kiran Rao', dob: bornYearsAgo(10), relation: 'son' },
        { name: 'Tara Rao', dob: bornYearsAgo(6), relation: 'daughter' },
      ],
      noOfChildren: 2,
      memberDetails: { spouse: true, child: true },
      city: 'Pune',
      insurance_cover_amount: 1000000,
      step,
      ...(withPlan
        ? { selectedPlan: { plan_id: PLANS[0].plan_id, cover_type: 'floater' as const }, selectedPlanDetails: PLANS[0], premiumValue: 30000 }
        : {}),
    },
  };
}
