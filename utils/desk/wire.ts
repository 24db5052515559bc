// The desk's answers as the backend sends them (docs/DESK.md); the web app and the backend share these shapes.
import type { ActorKind, ActorView } from '../session/actors';

export type FollowUpSource =
  'manual' | 'sip_bounced' | 'kyc_on_hold' | 'mandate_expiring' | 'birthday';

export interface FollowUpView {
  id: string;
  name: string;
  contact: string;
  user_id: string | null;
  follow_up: { date: string; time: string };
  starts_at: string;
  notified: boolean;
  source: FollowUpSource | string;
  remarks: string | null;
  disposition: string | null;
  /** Who wrote it (null on follow-ups from before this was recorded). */
  created_by: ActorKind | null;
  /** When it was marked done (ISO), and what came of it; null while open. */
  done_at: string | null;
  outcome: string | null;
}

export interface NoteView {
  id: string;
  user_id: string | null;
  title: string | null;
  body: string;
  created_at: string;
  updated_at: string;
  mine: boolean;
  /** Who wrote it: the advisor, a manager for him, a sub-agent (null on notes from before this was recorded). */
  written_by: ActorView | null;
}

export interface DispositionOption {
  value: string;
  label: string;
}

export interface DispositionView {
  id: string;
  option: string;
  label: string;
  follow_up_id: string | null;
  lead_id: string | null;
  user_id: string | null;
  remarks: string | null;
  created_at: string;
}

export interface NotifiedAnswer {
  won: boolean;
  follow_up: FollowUpView;
}

export interface PerformanceLink {
  link: string;
  expires_at: string;
}

export interface LeadView {
  id: string;
  name: string | null;
  mobile_no: string;
  city: string | null;
  product: string | null;
  remarks: string | null;
  stage: string;
  stage_changed_at: string | null;
  source: string | null;
  /** The advisor's client with this mobile, when there is one. */
  client_user_id: string | null;
  /** The latest disposition recorded on the lead (an option's value), null before any. */
  disposition: string | null;
  created_at: string;
}

export interface LeadsPage {
  leads: LeadView[];
  total: number;
  counts: Record<string, number>;
}

/** Screen views on one India day ('YYYY-MM-DD') of one screen. */
export interface ScreenViewCount {
  day: string;
  screen_name: string | null;
  views: number;
}
