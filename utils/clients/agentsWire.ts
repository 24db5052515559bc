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

export interface SalesFigures {
  new_clients: number;
  first_orders: number;
  first_order_amount_paise: number;
}

export interface NewSales {
  periods: (SalesFigures & { period: string })[];
  by_agent: (SalesFigures & { expert_id: string; name: string | null })[];
}
