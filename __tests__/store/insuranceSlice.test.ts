import { makeStore } from '@/store';
import { loggedOut } from '@/store/events';
import reducer, {
  coverChosen,
  draftCleared,
  draftOf,
  draftRestored,
  initialInsuranceState,
  membersEntered,
  paymentOptionChosen,
  planChosen,
  quotesLoaded,
  stepChanged,
  subjectChosen,
} from '@/store/insuranceSlice';
import { insurancePersistConfig } from '@/store/persist';
import { PLANS } from '../mocks/handlers/insurance';
import { persisted } from '../support/persist';

const family = {
  clientName: 'Asha Rao',
  clientDob: '15/06/1986',
  clientGender: 'female',
  spouse: { name: 'Vikram Rao', dob: '02/03/1988', relation: 'husband' },
  children: [
    { name: 'Kiran Rao', dob: '01/01/2016', relation: 'son' as const },
    { name: 'Tara Rao', dob: '01/01/2020', relation: 'daughter' as const },
  ],
};

describe('insuranceSlice', () => {
  it('starts with the spec’s defaults: health_insurance, yearly', () => {
    const state = reducer(undefined, { type: 'init' });
    expect(state).toMatchObject({ product_type: 'health_insurance', payment_option: 'yearly', children: [], noOfChildren: 0, userKYC: null });
    expect(state.insurance_nominee_details).toEqual({ nominee_name: '', nominee_dob: '', nominee_relation: '' });
  });

  it('keeps the members in the draft fields and drops the illnesses of a member no longer covered', () => {
    let state = reducer(undefined, membersEntered(family));
    expect(state).toMatchObject({ spouseName: 'Vikram Rao', spouseRelation: 'husband', noOfChildren: 2, memberDetails: { spouse: true, child: true } });
    state = { ...state, existing_illness: { self: ['thyroid'], spouse: ['diabetes'], child2: ['asthma'] } };
    state = reducer(state, membersEntered({ ...family, spouse: null, children: family.children.slice(0, 1) }));
    expect(state.existing_illness).toEqual({ self: ['thyroid'] });
    expect(state).toMatchObject({ spouseName: '', memberDetails: { spouse: false, child: true }, noOfChildren: 1 });
  });

  it('prices a chosen plan at its yearly premium, and forgets the choice when the cover changes', () => {
    let state = reducer(undefined, planChosen({ plan: PLANS[0], coverType: 'floater' }));
    expect(state).toMatchObject({ selectedPlan: { plan_id: PLANS[0].plan_id, cover_type: 'floater' }, premiumValue: 30000, insurance_plan_amount: 30000 });
    state = reducer(state, paymentOptionChosen({ option: 'monthly', amount: 2625 }));
    expect(state).toMatchObject({ payment_option: 'monthly', insurance_plan_amount: 2625 });
    // A new plan starts again from yearly.
    state = reducer(state, planChosen({ plan: PLANS[1], coverType: 'individual' }));
    expect(state.payment_option).toBe('yearly');
    state = reducer(state, coverChosen(2500000));
    expect(state).toMatchObject({ insurance_cover_amount: 2500000, selectedPlan: null, premiumValue: null });
  });

  it('restores a server draft over the local one and starts again after a cart or a logout', () => {
    let state = reducer(undefined, stepChanged(3));
    state = reducer(state, draftRestored({ clientName: 'Asha Rao', step: 5 }));
    expect(state).toMatchObject({ clientName: 'Asha Rao', step: 5, product_type: 'health_insurance' });
    expect(reducer(state, draftCleared())).toEqual(initialInsuranceState);
    expect(reducer(state, loggedOut())).toEqual(initialInsuranceState);
  });

  it("starts another client's funnel empty, and keeps the draft of the same person", () => {
    // A draft begun before the session was read becomes the first subject's.
    const chetan = reducer(reducer(undefined, stepChanged(2)), subjectChosen('expert:e-1:chetan'));
    expect(reducer(chetan, subjectChosen('expert:e-1:chetan')).step).toBe(2);
    const deepa = reducer(chetan, subjectChosen('expert:e-1:deepa'));
    expect(deepa).toEqual({ ...initialInsuranceState, subject: 'expert:e-1:deepa' });
  });

  it('sends the server the draft without the quotes or the KYC snapshot', () => {
    const state = { ...reducer(undefined, quotesLoaded(PLANS)), userKYC: { pan: 'X' } };
    const draft = draftOf(state);
    expect(draft.insurancePlans).toEqual([]);
    expect(draft).not.toHaveProperty('userKYC');
  });
});


describe('insurance persistence', () => {
  beforeEach(() => localStorage.clear());

  it('leaves the quotes and the KYC snapshot out', () => {
    expect(insurancePersistConfig.blacklist).toEqual(['insurancePlans', 'userKYC']);
  });

  it('keeps the funnel in localStorage across a reload, without the quotes', async () => {
    const first = makeStore();
    const p1 = await persisted(first);
    first.dispatch(membersEntered(family));
    first.dispatch(quotesLoaded(PLANS));
    first.dispatch(stepChanged(3));
    await p1.flush();
    const saved = JSON.parse(localStorage.getItem('persist:insurance') ?? '{}');
    expect(JSON.parse(saved.clientName)).toBe('Asha Rao');
    expect(saved.insurancePlans).toBeUndefined();

    const second = makeStore();
    await persisted(second);
    expect(second.getState().insurance).toMatchObject({ clientName: 'Asha Rao', noOfChildren: 2, step: 3, insurancePlans: [] });
  });
});
