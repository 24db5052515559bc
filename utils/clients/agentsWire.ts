// The answers of All Agents and New Sales as they travel (docs/CLIENTS.md), shared by the backend and the web.
import type { SalesGroup } from './salesPeriods';

export type { SalesGroup };

/** A sub-agent with their book today: clients mapped, their current value (paise) and active SIPs. */
export interface Agent {
  expert_id: string;
  name: string | null;
  arn: string | null;
  clients: number;
  aum_paise: number;
  sips: number;
}

/** A follow-up due today at one of the manager's advisors. */
export interface TeamFollowUp {
  id: string;
  advisor_id: string;
  advisor_name: string | null;
  name: string;
  time: string;
  starts_at: string;
  remarks: string | null;
}

/** A relationship manager's own view: the advisors they look after, their books, and today's follow-ups across them. */
export interface ManagerOverview {
  advisors: Agent[];
  totals: { clients: number; aum_paise: number; sips: number };
  follow_ups_today: TeamFollowUp[];
  as_of: string;
}

export interface SalesFigures {
  new_clients: number;
  first_orders: number;
  first_order_amount_paise: number;
}

export interface NewSales {
  periods: (SalesFigures & { period: string })[];
  by_agent: (SalesFigures & { expert_id: string; name: string | null })[];
}
