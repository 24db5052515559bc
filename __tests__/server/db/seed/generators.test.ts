import { parseSeedArgs } from '@/server/db/seed/args';
import {
  demoPan,
  generateClient,
  RAHUL_CLIENT_OPTIONS,
  SCALE_CLIENT_OPTIONS,
} from '@/server/db/seed/clients';
import {
  monthEnd,
  monthlyCommissions,
  navOnOrBefore,
  unitsHeldOn,
} from '@/server/db/seed/commissions';
import { bookTransactions, type NavPoint } from '@/server/db/seed/portfolio';

describe('generated clients', () => {
  it('gives the same client for the same index whatever else was generated', () => {
    const a = generateClient(17, SCALE_CLIENT_OPTIONS);
    generateClient(3, SCALE_CLIENT_OPTIONS);
    expect(generateClient(17, SCALE_CLIENT_OPTIONS)).toEqual(a);
    expect(generateClient(18, SCALE_CLIENT_OPTIONS).mobile).toBe('9100000018');
  });

  it('makes valid mobiles and PANs, and folios only for verified KYC', () => {
    const clients = Array.from({ length: 200 }, (_, i) => generateClient(i, SCALE_CLIENT_OPTIONS));
    for (const c of clients) {
      expect(c.mobile).toMatch(/^[6-9]\d{9}$/);
      expect(c.pan).toMatch(/^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/);
      expect(c.pan[4]).toBe(c.name.split(' ')[1][0]);
      if (c.kyc !== 'verified') expect(c.folios).toEqual([]);
      else expect(c.folios.length).toBeGreaterThan(0);
    }
    // a realistic mix, not everyone verified
    expect(new Set(clients.map((c) => c.kyc))).toEqual(
      new Set(['verified', 'pending', 'not_started']),
    );
  });

  it('gives every mobile number its own PAN, never with the sandbox test digits', () => {
    // Rahul's clients, the demo people and a 100,000-client scale run, all at once.
    const mobiles = [
      ...Array.from({ length: 200 }, (_, i) => String(9_000_000_000 + i)),
      ...Array.from({ length: 24 }, (_, i) => String(RAHUL_CLIENT_OPTIONS.mobileBase + i)),
      ...Array.from({ length: 100_000 }, (_, i) => String(SCALE_CLIENT_OPTIONS.mobileBase + i)),
    ];
    const pans = mobiles.map((m) => demoPan(m, 'Sharma'));
    expect(new Set(pans).size).toBe(mobiles.length);
    const testDigits = new Set(['0000', '1111', '2222', '3333', '4444', '8888', '9999']);
    expect(pans.filter((p) => testDigits.has(p.slice(5, 9)))).toEqual([]);
    expect(pans.every((p) => /^[A-Z]{3}PS\d{4}[A-Z]$/.test(p))).toBe(true);
  });

  it("keeps Rahul's clients in Gurgaon and Delhi", () => {
    const cities = new Set(
      Array.from({ length: 24 }, (_, i) => generateClient(i, RAHUL_CLIENT_OPTIONS).locality.city),
    );
    expect([...cities].sort()).toEqual(['Delhi', 'Gurgaon']);
  });
});

describe('monthly trail commission', () => {
  const navs: NavPoint[] = [
    { date: '2025-01-10', nav: '10' },
    { date: '2025-01-31', nav: '11' },
    { date: '2025-02-27', nav: '12' }, // last NAV of February falls before the month end
    { date: '2025-03-03', nav: '12.5' },
  ];
  const txns = bookTransactions(
    {
      lumpsums: [{ date: '2025-01-10', amountPaise: 1_200_000 }],
      redemptions: [{ date: '2025-03-03', units: 'all' }],
    },
    navs,
  );

  it('reads units and NAV as of each month end', () => {
    expect(monthEnd('2024-02')).toBe('2024-02-29');
    expect(navOnOrBefore(navs, '2025-02-28')?.nav).toBe('12');
    expect(navOnOrBefore(navs, '2025-01-01')).toBeNull();
    expect(unitsHeldOn(txns, '2025-02-28')).toBe('1200.0000');
    expect(unitsHeldOn(txns, '2025-03-31')).toBe('0.0000');
  });

  it('charges the yearly rate / 12 on month-end assets, and nothing once redeemed', () => {
    const rows = monthlyCommissions(
      [{ schemeCode: 1, fundHouse: 'HDFC Mutual Fund', txns }],
      new Map([[1, navs]]),
      ['2025-01', '2025-02', '2025-03'],
    );
    // Jan: 1200 units x 11 = 13,200 rupees; 0.75% / 12 = 8.25 rupees. Feb: 14,400 rupees -> 9.00 rupees.
    expect(rows).toEqual([
      {
        month: '2025-01',
        fundHouse: 'HDFC Mutual Fund',
        aumPaise: 1_320_000,
        commissionPaise: 825,
      },
      {
        month: '2025-02',
        fundHouse: 'HDFC Mutual Fund',
        aumPaise: 1_440_000,
        commissionPaise: 900,
      },
    ]);
  });
});

describe("Rahul's hand-written desk matches his generated clients", () => {
  const client = (mobile: string) =>
    generateClient(Number(mobile) - RAHUL_CLIENT_OPTIONS.mobileBase, RAHUL_CLIENT_OPTIONS);

  it('refers only to clients that exist, with the KYC state the text assumes', () => {
    // The notes and follow-ups tell stories about specific clients; if the generator changes, they must too.
    expect(client('9000001003').kyc).toBe('not_started');
    for (const mobile of ['9000001005', '9000001008', '9000001014', '9000001021'])
      expect(client(mobile).kyc).toBe('verified');
    expect(client('9000001021').folios.map((f) => f.schemeCode)).toEqual(
      expect.arrayContaining([112210, 122640]),
    );
    expect(client('9000001005').folios.map((f) => f.schemeCode)).toEqual(
      expect.arrayContaining([109830, 122640]),
    );
  });
});

describe('db:seed options', () => {
  it('reads --reset and --scale N (also --scale=N) and refuses anything else', () => {
    expect(parseSeedArgs([])).toEqual({ reset: false, scale: null });
    expect(parseSeedArgs(['--reset', '--scale', '10000'])).toEqual({ reset: true, scale: 10000 });
    expect(parseSeedArgs(['--scale=50'])).toEqual({ reset: false, scale: 50 });
    expect(() => parseSeedArgs(['--scale', 'many'])).toThrow(/whole number/);
    expect(() => parseSeedArgs(['--scale'])).toThrow(/whole number/);
    expect(() => parseSeedArgs(['--drop-everything'])).toThrow(/Unknown option/);
  });
});
