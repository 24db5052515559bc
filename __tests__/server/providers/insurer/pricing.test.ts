import { createHash } from 'node:crypto';
import { createInsurerProvider } from '@/server/providers/insurer';
import type { PricedMemberInput, QuoteRequest } from '@/server/providers/insurer';
import { cityTier } from '@/server/providers/insurer/cities';

const insurer = createInsurerProvider({ authSecret: 'a-secret-that-is-long-enough-0123456789', pyPublicBase: '/api/py' });
const m = (name: string, relation: PricedMemberInput['relation'], age: number, illnesses: string[] = []): PricedMemberInput => ({ name, relation, age, illnesses });
const FAMILY = [m('Asha', 'self', 40), m('Rohit', 'spouse', 38), m('Kabir', 'son', 10), m('Meera', 'daughter', 7)];
const quoteOf = (input: Partial<QuoteRequest>, planId = 'suraksha-supreme') => {
  const found = insurer.quote({ members: FAMILY, tier: 2, coverAmount: 1_000_000, ...input }).find((q) => q.plan.plan_id === planId);
  if (!found) throw new Error(`no quote for ${planId}`);
  return found;
};

describe('the sandbox insurer', () => {
  it('has three insurers of two plans each, every plan offering 5 and 10 lakh and a waiting period of at most 36 months', () => {
    const plans = insurer.plans();
    expect(plans).toHaveLength(6);
    expect(new Set(plans.map((p) => p.insurer.name)).size).toBe(3);
    for (const plan of plans) {
      expect(plan.covers_offered).toEqual(expect.arrayContaining([500_000, 1_000_000]));
      expect(plan.facts.ped_waiting_months).toBeLessThanOrEqual(36);
    }
  });

  it('quotes only the plans that offer the cover, the same way every time', () => {
    const crore = insurer.quote({ members: FAMILY, tier: 1, coverAmount: 10_000_000 });
    expect(crore.map((q) => q.plan.plan_id).sort()).toEqual(['arogya-platinum', 'niva-reassure']);
    expect(insurer.quote({ members: FAMILY, tier: 1, coverAmount: 10_000_000 })).toEqual(crore);
  });

  it('prices a family floater below the members’ individual covers added up', () => {
    for (const q of insurer.quote({ members: FAMILY, tier: 2, coverAmount: 1_000_000 })) {
      expect(q.floater.yearly_premium).toBeLessThan(q.individual.yearly_premium);
      expect(q.individual.yearly_premium).toBe(q.individual.per_member.reduce((s, x) => s + x.premium, 0));
    }
  });

  it('lets the eldest member drive the floater when their age band is above everyone else’s', () => {
    const withParent = quoteOf({ members: [m('Gaurav', 'self', 52), m('Priya', 'spouse', 30), m('Arjun', 'son', 5)] });
    expect(withParent.floater).toMatchObject({ eldest_drives: true, eldest: { name: 'Gaurav', age: 52 } });
    const sameBand = quoteOf({ members: [m('Asha', 'self', 40), m('Rohit', 'spouse', 42)] });
    expect(sameBand.floater).toMatchObject({ eldest_drives: false, eldest: { name: 'Rohit', age: 42 } });
    expect(quoteOf({ members: [m('Solo', 'self', 30)] }).floater.eldest_drives).toBe(false);
    // An older eldest costs the whole family more.
    const younger = quoteOf({ members: [m('Gaurav', 'self', 34), m('Priya', 'spouse', 30), m('Arjun', 'son', 5)] });
    expect(withParent.floater.yearly_premium).toBeGreaterThan(younger.floater.yearly_premium);
  });

  it('charges more in a bigger city, for a bigger cover and for declared illnesses', () => {
    const [t1, t2, t3] = [1, 2, 3].map((tier) => quoteOf({ tier: tier as 1 | 2 | 3 }).floater.yearly_premium);
    expect(t1).toBeGreaterThan(t2);
    expect(t2).toBeGreaterThan(t3);
    expect(quoteOf({ coverAmount: 2_500_000 }).floater.yearly_premium).toBeGreaterThan(quoteOf({}).floater.yearly_premium);
    const ill = [m('Asha', 'self', 40, ['diabetes']), ...FAMILY.slice(1)];
    const sick = quoteOf({ members: ill });
    expect(sick.floater.yearly_premium).toBeGreaterThan(quoteOf({}).floater.yearly_premium);
    expect(sick.individual.per_member[0].premium).toBeGreaterThan(quoteOf({}).individual.per_member[0].premium);
    expect(sick.individual.per_member[1]).toEqual(quoteOf({}).individual.per_member[1]);
    // A second illness adds its own loading on top of the first.
    expect(quoteOf({ members: [m('Asha', 'self', 40, ['diabetes', 'heart']), ...FAMILY.slice(1)] }).floater.yearly_premium).toBeGreaterThan(sick.floater.yearly_premium);
  });

  it('prices every payment option from the yearly premium: instalments cost more, longer terms less', () => {
    const q = quoteOf({});
    const yearly = q.floater.yearly_premium;
    const byOption = Object.fromEntries(q.payment_options.floater.map((o) => [o.option, o]));
    expect(byOption.yearly).toEqual({ option: 'yearly', label: 'Yearly', instalments: 1, instalment_amount: yearly, total_amount: yearly });
    expect(byOption.half_yearly).toMatchObject({ instalments: 2, instalment_amount: Math.round((yearly * 1.02) / 2) });
    expect(byOption.quarterly).toMatchObject({ instalments: 4, instalment_amount: Math.round((yearly * 1.03) / 4) });
    expect(byOption.monthly).toMatchObject({ instalments: 12, instalment_amount: Math.round((yearly * 1.05) / 12) });
    expect(byOption.two_year.total_amount).toBe(Math.round(yearly * 2 * 0.925));
    expect(byOption.three_year.total_amount).toBe(Math.round(yearly * 3 * 0.9));
    for (const o of q.payment_options.floater) expect(o.total_amount).toBe(o.instalment_amount * o.instalments);
    expect(byOption.monthly.total_amount).toBeGreaterThan(byOption.quarterly.total_amount);
    expect(byOption.quarterly.total_amount).toBeGreaterThan(byOption.half_yearly.total_amount);
    expect(byOption.half_yearly.total_amount).toBeGreaterThan(yearly);
    expect(q.payment_options.individual[0].total_amount).toBe(q.individual.yearly_premium);
  });

  it('reads city tiers from a city name or a pincode, Gurgaon by default', () => {
    expect(cityTier({ city: 'bangalore' })).toEqual({ name: 'Bengaluru', tier: 1 });
    expect(cityTier({ pincode: '302001' })).toEqual({ name: 'Jaipur', tier: 2 });
    expect(cityTier({ city: 'Mumbai', pincode: '845401' })).toEqual({ name: 'PIN 845401', tier: 3 });
    expect(cityTier({ city: 'Sitamarhi' }).tier).toBe(3);
    expect(cityTier({})).toEqual({ name: 'Gurgaon', tier: 1 });
    expect(quoteOf({ tier: 1 }).network_hospitals).toBeGreaterThan(quoteOf({ tier: 3 }).network_hospitals);
  });

  it('signs its callback so that a changed field or another key fails', () => {
    const fields = insurer.signCallback('HIP0123456789ABCDEF', 'success');
    expect(insurer.verifyCallback(fields)).toBe(true);
    expect(insurer.verifyCallback({ ...fields, outcome: 'failure' })).toBe(false);
    expect(insurer.verifyCallback({ ...fields, id: 'HIP0000000000000000' })).toBe(false);
    const other = createInsurerProvider({ authSecret: 'another-secret-that-is-long-enough-0123', pyPublicBase: '/api/py' });
    expect(other.verifyCallback(fields)).toBe(false);
    const forged = createHash('sha256').update(JSON.stringify(fields)).digest('base64url');
    expect(insurer.verifyCallback({ ...fields, signature: forged })).toBe(false);
  });
});
