// One transaction as the calls answer it (Txn of docs/PORTFOLIO.md).
export interface TxnSource {
  id: string;
  txnDate: string;
  txnType: string;
  schemeCode: number;
  nav: string;
  navCarriedFrom: string | null;
  units: string;
  amountPaise: number;
  stampDutyPaise: number;
  exitLoadPaise: number;
}

export function txnView(t: TxnSource, names: { schemeName: string | null; folioNo: string }) {
  return {
    id: t.id,
    txn_date: t.txnDate,
    txn_type: t.txnType,
    scheme_code: t.schemeCode,
    scheme_name: names.schemeName ?? `Scheme ${t.schemeCode}`,
    folio_no: names.folioNo,
    nav: t.nav,
    /** Sandbox only: the day whose NAV was carried forward because the market data had none for txn_date. */
    nav_carried_from: t.navCarriedFrom,
    units: t.units,
    amount_paise: t.amountPaise,
    stamp_duty_paise: t.stampDutyPaise,
    /** On a sale within the scheme's exit-load period: what the fund house kept out of amount_paise. */
    exit_load_paise: t.exitLoadPaise,
  };
}

export type Txn = ReturnType<typeof txnView>;
