// User and expert calls of the node service.
import type { Certification } from '@/utils/advisor';
import { nodeClient, withRetry } from './http';

export interface KycSummary {
  /** e.g. 'verified', 'pending', 'not_started'. */
  status: string | null;
  navigate_to?: string | null;
}

export interface ExpertSummary {
  id?: string;
  expert_code?: string | null;
  arn_code?: string | null;
  arn_status?: string | null;
  /** DD/MM/YYYY */
  arn_valid_till?: string | null;
  certifications?: Certification[] | null;
  clients_count?: number | null;
  transaction_allowed?: boolean | null;
}

export interface UserDetail {
  id: string;
  name: string | null;
  mobile_no?: string | null;
  city?: string | null;
  roles?: string[];
  kyc?: KycSummary | null;
  expert?: ExpertSummary | null;
}

/** An advisor profile listed in the directory, found by its ARN (expert-claim modal). */
export interface ArnProfile {
  id: string;
  name: string;
  arn_code: string;
  arn_status?: string | null;
  arn_valid_till?: string | null;
  city?: string | null;
  /** True when someone has already claimed (logged in to) this profile. */
  claimed?: boolean;
}

interface Envelope<T> {
  status: string;
  data: T;
}

const path = (id: string) => encodeURIComponent(id);

/** The account (and, for experts, the expert record) of an id the session may read. */
export async function getUserDetail(id: string): Promise<UserDetail> {
  const { data } = await withRetry(() =>
    nodeClient.get<Envelope<UserDetail>>(`/user/detailnew/${path(id)}`),
  );
  return data.data;
}

/** 0 to 100. */
export async function getProfileCompletion(expertId: string): Promise<number> {
  const { data } = await withRetry(() =>
    nodeClient.get<Envelope<{ profile_completion_percentage: number }>>('/user/stats', {
      params: { id: expertId, role: 'expert', stat_type: 'profile_completion_percentage' },
    }),
  );
  return Number(data.data.profile_completion_percentage) || 0;
}

export async function findExpertByArn(arn: string): Promise<ArnProfile> {
  const { data } = await nodeClient.get<Envelope<ArnProfile>>(`/user/expert/arn/${path(arn)}`);
  return data.data;
}
