/**
 * The shapes of the client-book calls on the wire (docs/CLIENTS.md "Client book"), shared by the backend and the
 * web app. Money is integer paise, instants ISO 8601, the DOB DD/MM/YYYY as the session key holds it.
 */
export type ClientBookSort = 'name' | 'aum' | 'sips' | 'kyc' | 'added';
export type SortOrder = 'asc' | 'desc';

export interface ClientBookQuery {
  q?: string;
  sort: ClientBookSort;
  order: SortOrder;
  page: number;
  size: number;
}

export interface ClientBookRow {
  user_id: string;
  name: string | null;
  mobile_no: string;
  pan_last4: string | null;
  kyc_status: string;
  aum_paise: number;
  sip_count: number;
  added_at: string;
}

export interface ClientBookPage {
  items: ClientBookRow[];
  total: number;
  page: number;
  size: number;
}

/** What the SELECTED_USER_* session keys hold for the chosen client. */
export interface ClientSelection {
  user_id: string;
  mobile_no: string;
  name: string | null;
  kyc_id: string | null;
  kyc_verified: boolean;
  kyc_status: string;
  pan: string | null;
  dob: string | null;
  fd_mobile_number: string | null;
}

export type AddClientResult =
  | { outcome: 'invited'; user_id: string }
  | { outcome: 'otp_sent'; request_id: string; expires_at: string }
  | { outcome: 'transfer_requested'; request_id: string };

export interface AddClientBody {
  mobile_no: string;
  name: string;
  /** The advisor's lead this add converts ("Convert to client" on the leads board). */
  lead_id?: string;
}

export interface ClientRequestView {
  id: string;
  kind: 'transfer' | 'link' | 'invite';
  status: string;
  advisor_name: string | null;
  advisor_arn: string | null;
  created_at: string;
  expires_at: string;
}
