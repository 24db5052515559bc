// The web funnel's own wire shapes against the real backend: what components/insurance/funnelData builds for quotes
// and the cart, and what the slice sends as a draft, are accepted as they are (for an investor and for an advisor).
import { cartPayloadOf, quoteInputOf } from '@/components/insurance/funnelData';
import type { InsuranceSubject } from '@/components/insurance/useSubject';
import type { QuoteView } from '@/services/insurance.api';
import reducer, { draftOf, healthEntered, membersEntered, nomineeEntered, paymentOptionChosen, planChosen, coverChosen } from '@/store/insuranceSlice';
import { ASHA_ID, type InsurancePeople, createInsurancePeople, dobAgo, insurance, postCart, quote } from '../../../support/insuranceApp';

let p: InsurancePeople;
beforeAll(async () => {
  p = await createInsurancePeople();
}, 60_000);
afterAll(async () => p?.t.handle.close());

function funnel() {
  let state = reducer(undefined, { type: 'init' });
  state = reducer(
    state,
    membersEntered({
      clientName: 'Asha Verma',
      clientDob: dobAgo(p.t, { years: 48 }),
      clientGender: 'female',
      spouse: { name: 'Rohan Verma', dob: dobAgo(p.t, { years: 42 }), relation: 'husband' },
      children: [
        { name: 'Kiran Verma', dob: dobAgo(p.t, { years: 12 }), relation: 'son' },
        { name: 'Tara Verma', dob: dobAgo(p.t, { days: 120 }), relation: 'daughter' },
      ],
    }),
  );
  state = reducer(state, healthEntered({ city: 'Pune', pincode: '', existing_illness: { self: [], spouse: ['thyroid'], child1: [], child2: [] } }));
  return reducer(state, coverChosen(1_000_000));
}

const investor: InsuranceSubject = { loggedIn: true, role: 'user', userId: ASHA_ID, userName: 'Asha Verma', clientMobile: null, expert: null };

async function quotedState() {
  const state = funnel();
  const { res, body } = await quote(p.t, quoteInputOf(state));
  expect(res.status).toBe(200);
  const plans = (body.data as unknown as { plans: QuoteView[] }).plans;
  expect(plans[0].floater.eldest).toEqual({ name: 'Asha Verma', age: 48 });
  let chosen = reducer(state, planChosen({ plan: plans[0], coverType: 'floater' }));
  chosen = reducer(chosen, nomineeEntered({ nominee_name: 'Sunita Verma', nominee_dob: '01/01/1960', nominee_relation: 'mother' }));
  const monthly = plans[0].payment_options.floater.find((o) => o.option === 'monthly');
  return reducer(chosen, paymentOptionChosen({ option: 'monthly', amount: monthly?.instalment_amount ?? null }));
}

describe('the web funnel’s payloads', () => {
  it('are quoted, and make an investor’s cart priced as quoted', async () => {
    const state = await quotedState();
    const { res, body } = await postCart(p.t, p.asha, cartPayloadOf(state, investor));
    expect(res.status).toBe(201);
    expect(body.data).toMatchObject({ cart_status: 'created', premium: state.insurance_plan_amount });
  });

  it('make an advisor’s cart for a mapped client, sent to her mobile', async () => {
    const state = await quotedState();
    const rahul: InsuranceSubject = {
      loggedIn: true,
      role: 'expert',
      userId: ASHA_ID,
      userName: 'Asha Verma',
      clientMobile: '9000000001',
      expert: { expert_id: 'e-unused', name: 'Rahul', arn: null },
    };
    const { res, body } = await postCart(p.t, p.rahul, cartPayloadOf(state, rahul));
    expect(res.status).toBe(201);
    expect(body.data).toMatchObject({ cart_status: 'link_sent', sent_to: 'XXXXXX0001' });
  });

  it('keep a full draft (chosen plan included) on the server and read it back', async () => {
    const draft = draftOf(await quotedState());
    const put = await insurance(p.t, p.asha, 'PUT', '/draft', { draft });
    expect(put.res.status).toBe(200);
    const { body } = await insurance(p.t, p.asha, 'GET', '/draft');
    expect((body.data as unknown as { draft: unknown }).draft).toMatchObject({ clientName: 'Asha Verma', payment_option: 'monthly', step: 0 });
  });

  it('saves the draft of a persisted slice: its _persist bookkeeping and whose draft it is stay in the browser', async () => {
    // What redux-persist hands the funnel after a reload: the slice with its own bookkeeping key.
    const persisted = { ...(await quotedState()), subject: `user:${ASHA_ID}`, _persist: { version: -1, rehydrated: true } };
    const draft = draftOf(persisted);
    expect(draft).not.toHaveProperty('_persist');
    expect(draft).not.toHaveProperty('subject');
    expect((await insurance(p.t, p.asha, 'PUT', '/draft', { draft })).res.status).toBe(200);
  });
});
