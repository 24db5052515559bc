/**
 * Asha Verma's investments, written out by hand so that the demo portfolio tells a believable story:
 * a long-running flexi-cap SIP, a balanced-advantage lump sum partly redeemed, an emergency fund in a
 * liquid fund drawn down twice, a small-cap SIP that was stopped, yearly ELSS purchases for tax, and a
 * recent SIP in a new fund house. Every scheme here has NAV history, and every date falls inside it
 * (histories end late 2025), so each transaction is priced at the real NAV of its date.
 */
import type { InvestmentPlan } from '../portfolio';

export interface DemoFolio {
  schemeCode: number;
  folioNumber: string;
  plan: InvestmentPlan;
  /** A SIP that is still running (live) as opposed to one that was stopped. */
  sipStatus?: 'active' | 'cancelled';
  /** Yearly step-up of the SIP amount, percent with 2 decimals. */
  sipStepUpPercent?: string;
}

const RUPEE = 100; // paise

export const ASHA_FOLIOS: DemoFolio[] = [
  {
    schemeCode: 122640, // Parag Parikh Flexi Cap Fund - Regular - Growth (PPFAS)
    folioNumber: '91042317/52',
    sipStatus: 'active',
    sipStepUpPercent: '10.00',
    plan: {
      lumpsums: [{ date: '2021-03-15', amountPaise: 50_000 * RUPEE }],
      sip: {
        startMonth: '2021-04',
        lastMonth: '2025-11',
        dayOfMonth: 5,
        amountPaise: 5_000 * RUPEE,
      },
    },
  },
  {
    schemeCode: 100119, // HDFC Balanced Advantage Fund - Regular - Growth
    folioNumber: '18823564/09',
    plan: {
      lumpsums: [{ date: '2020-08-10', amountPaise: 1_00_000 * RUPEE }],
      redemptions: [{ date: '2023-06-12', amountPaise: 25_000 * RUPEE }],
    },
  },
  {
    schemeCode: 104685, // ICICI Prudential Balanced Advantage Fund - Regular - Growth
    folioNumber: '7045521/33',
    sipStatus: 'active',
    plan: {
      sip: {
        startMonth: '2022-01',
        lastMonth: '2025-11',
        dayOfMonth: 10,
        amountPaise: 3_000 * RUPEE,
      },
    },
  },
  {
    schemeCode: 112210, // Axis Liquid Fund - Regular - Growth: the emergency fund
    folioNumber: '910104583312',
    plan: {
      lumpsums: [{ date: '2023-01-02', amountPaise: 2_00_000 * RUPEE }],
      redemptions: [
        { date: '2024-03-18', amountPaise: 75_000 * RUPEE },
        { date: '2025-02-10', amountPaise: 50_000 * RUPEE },
      ],
    },
  },
  {
    schemeCode: 100177, // Quant Small Cap Fund - Regular - Growth: SIP stopped, part redeemed
    folioNumber: '30125987',
    sipStatus: 'cancelled',
    plan: {
      sip: {
        startMonth: '2021-07',
        lastMonth: '2024-12',
        dayOfMonth: 15,
        amountPaise: 2_500 * RUPEE,
      },
      redemptions: [{ date: '2025-05-20', units: '100.0000' }],
    },
  },
  {
    schemeCode: 100175, // Quant ELSS Tax Saver Fund - Regular - Growth: a purchase every January for 80C
    folioNumber: '30125987',
    plan: {
      lumpsums: [
        { date: '2022-01-20', amountPaise: 50_000 * RUPEE },
        { date: '2023-01-18', amountPaise: 50_000 * RUPEE },
        { date: '2024-01-17', amountPaise: 50_000 * RUPEE },
        { date: '2025-01-15', amountPaise: 50_000 * RUPEE },
      ],
    },
  },
  {
    schemeCode: 152136, // Helios Flexi Cap Fund - Regular - Growth (launched Nov 2023)
    folioNumber: '1000045821',
    sipStatus: 'active',
    plan: {
      sip: {
        startMonth: '2024-01',
        lastMonth: '2025-11',
        dayOfMonth: 5,
        amountPaise: 2_000 * RUPEE,
      },
    },
  },
];

/** Scheme codes whose NAV history the demo needs (tests seed only these for speed). */
export const DEMO_HISTORY_SCHEMES: number[] = [...new Set(ASHA_FOLIOS.map((f) => f.schemeCode))];
