// The advisor's own profile, payout account and employees (/node/expert/profile) on the main node client. Profile
// updates also send `authorization: Bearer <token>`, as the spec's advisor profile calls do.
import type { AdvisorProfileView, EmployeeView, StageAnswer } from '@/utils/experts/profileWire';
import type { EmployeeInput, ProfileStage1Input, ProfileStage2Input, ProfileStage3Input } from '@/utils/validation/advisorProfile';
import type { BankAccountInput } from '@/utils/validation/kyc';
import { getAccessToken } from '@/utils/storage';
import { nodeClient } from './http';
import type { BankAccount } from './kyc.types';

export type { AdvisorProfileView, BankAccount, EmployeeView, StageAnswer };

interface Envelope<T> {
  status: string;
  data: T;
}

const BASE = '/expert/profile';

function authorization(): Record<string, string> {
  const token = getAccessToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

async function read<T>(path: string, signal?: AbortSignal): Promise<T> {
  const { data } = await nodeClient.get<Envelope<T>>(`${BASE}${path}`, { signal, headers: authorization() });
  return data.data;
}

async function write<T>(method: 'put' | 'post' | 'delete', path: string, body?: unknown): Promise<T> {
  const { data } = await nodeClient.request<Envelope<T>>({ method, url: `${BASE}${path}`, data: body, headers: authorization() });
  return data.data;
}

export const getProfile = (signal?: AbortSignal) => read<AdvisorProfileView>('/', signal);
export const saveStage1 = (body: ProfileStage1Input) => write<StageAnswer>('put', '/stage/1', body);
export const saveStage2 = (body: ProfileStage2Input) => write<StageAnswer>('put', '/stage/2', body);
export const saveStage3 = (body: ProfileStage3Input) => write<StageAnswer>('put', '/stage/3', body);

export const getPayoutAccount = (signal?: AbortSignal) => read<BankAccount | null>('/bank', signal);
export const setPayoutAccount = (body: BankAccountInput) => write<BankAccount>('put', '/bank', body);

export const getEmployees = (signal?: AbortSignal) => read<EmployeeView[]>('/employees', signal);
export const addEmployee = (body: EmployeeInput) => write<EmployeeView[]>('post', '/employees', body);
export const removeEmployee = (id: string) => write<EmployeeView[]>('delete', `/employees/${encodeURIComponent(id)}`);
