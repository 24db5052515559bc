/**
 * The advisor's SIP and mandate centre on the wire (docs/DESK.md "SIP and mandate centre"), shared by the backend
 * and the web app: the tabs, a row, a page, and what pausing or cancelling a SIP answers.
 */
import type { ClientConfirmation } from '../kyc/wire';

/** Tabs of the centre: the SIP's status, a bounce this month (India's calendar), a mandate ending within 30 days. */
export const SIP_CENTRE_TABS = ['all', 'active', 'paused', 'cancelled', 'ended', 'bounced', 'mandate_expiring'] as const;
export type SipCentreTab = (typeof SIP_CENTRE_TABS)[number];

export const SIP_CENTRE_TAB_LABELS: Record<SipCentreTab, string> = {
  all: 'All',
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
  ended: 'Ended',
  bounced: 'Bounced this month',
  mandate_expiring: 'Mandate ending in 30 days',
};

export type SipCentreStatus = 'pending' | 'active' | 'paused' | 'cancelled' | 'completed';

export const SIP_STATUS_LABELS: Record<SipCentreStatus, string> = {
  pending: 'Starting',
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
  completed: 'Ended',
};

/** SIPs that still run, and so may be paused (active only) or cancelled. */
export const RUNNING_SIP_STATUSES: readonly SipCentreStatus[] = ['pending', 'active', 'paused'];

export interface SipCentreQuery {
  tab?: SipCentreTab;
  client?: string;
  page?: number;
  size?: number;
}

export interface SipMandate {
  kind: 'upi_autopay' | 'enach';
  status: 'pending' | 'registering' | 'active' | 'rejected' | 'cancelled' | 'expired';
  limit_paise: number;
  /** The day the standing instruction ends (India), null when it has no end. */
  expires_on: string | null;
}

/** An advisor's request still waiting for the client's OTP. */
export interface SipPendingRequest {
  kind: 'sip_pause' | 'sip_cancel';
  summary: string;
  expires_at: string;
}

export interface SipCentreRow {
  id: string;
  user_id: string;
  client_name: string;
  client_mobile_masked: string;
  scheme_code: number;
  /** With its plan and option ('… – Regular Plan · Growth'). */
  scheme_name: string;
  amount_paise: number;
  frequency: string;
  day: number;
  status: SipCentreStatus;
  start_date: string;
  end_date: string | null;
  next_due_date: string | null;
  /** A paused SIP's first instalment after the pause. */
  paused_until: string | null;
  instalments_done: number;
  /** Null for a SIP until cancelled (or a cancelled one). */
  instalments_total: number | null;
  bounces: number;
  last_bounce_on: string | null;
  mandate: SipMandate | null;
  pending_request: SipPendingRequest | null;
}

export interface SipCentrePage {
  sips: SipCentreRow[];
  total: number;
  page: number;
  size: number;
  counts: Record<SipCentreTab, number>;
}

/** A SIP change done at once (the investor's own, or the client confirming an advisor's request). */
export interface SipChangeDone {
  status: 'done';
  sip_id: string;
  sip_status: 'paused' | 'cancelled';
  /** Paused: the instalments skipped and the first one after the pause. */
  skipped?: string[];
  resumes_on?: string;
  /** Cancelled: the first day no instalment is taken. */
  effective_from?: string;
}

/** An advisor's pause or cancellation: texted to the client, done when they confirm it with their OTP (202). */
export interface SipChangeSentToClient {
  status: 'awaiting_client';
  client_confirmation: ClientConfirmation;
  summary: string;
}

export type SipChangeAnswer = SipChangeDone | SipChangeSentToClient;
