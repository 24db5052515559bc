// The advisor's client book calls of docs/CLIENTS.md ("Client book") on the main node client.
import { nodeClient } from './http';
import type {
  AddClientBody,
  AddClientResult,
  ClientBookPage,
  ClientBookQuery,
  ClientRequestView,
  ClientSelection,
} from '@/utils/clients/wire';

export type * from '@/utils/clients/wire';

const seg = (id: string) => encodeURIComponent(id);
const dataOf = <T>(answer: { data: { data: T } }) => answer.data.data;

export async function getClientBook(query: ClientBookQuery, signal?: AbortSignal) {
  return dataOf<ClientBookPage>(await nodeClient.get('/clients/book', { params: query, signal }));
}

export async function getClientSelection(userId: string, signal?: AbortSignal) {
  return dataOf<ClientSelection>(await nodeClient.get(`/clients/${seg(userId)}/selection`, { signal }));
}

export async function addClient(body: AddClientBody) {
  return dataOf<AddClientResult>(await nodeClient.post('/clients/add', body));
}

/** The OTP the investor read out to the advisor. */
export async function confirmAddClient(requestId: string, otp: string) {
  return dataOf<{ outcome: 'linked'; user_id: string }>(await nodeClient.post(`/clients/add/${seg(requestId)}/confirm`, { otp }));
}

/** The investor's own transfer requests waiting for their answer. */
export async function getClientRequests(signal?: AbortSignal) {
  return dataOf<ClientRequestView[]>(await nodeClient.get('/clients/requests', { signal }));
}

export async function decideClientRequest(id: string, decision: 'approve' | 'reject') {
  return dataOf<ClientRequestView>(await nodeClient.post(`/clients/requests/${seg(id)}/${decision}`, {}));
}
