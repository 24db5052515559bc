// The fixed-deposit calls of /node/fds on the main node client (its headers, refresh and CSRF rules apply).
import type {
  FdBookingInput,
  FdBookingView,
  FdFigures,
  FdPayBody,
  FdProductView,
} from '@/utils/fds/wire';
import type { PaymentView } from '@/utils/orders/wire';
import { nodeClient } from './http';

export type { FdBookingInput, FdBookingView, FdFigures, FdPayBody, FdProductView, PaymentView };

export interface FdQuote {
  product: FdProductView;
  figures: FdFigures;
}

export interface FdPayResult {
  booking: FdBookingView;
  payment: PaymentView;
}

interface Envelope<T> {
  status: string;
  data: T;
}

const seg = (id: string) => encodeURIComponent(id);

async function getData<T>(path: string, signal?: AbortSignal): Promise<T> {
  const { data } = await nodeClient.get<Envelope<T>>(path, { signal });
  return data.data;
}

async function postData<T>(path: string, body: unknown): Promise<T> {
  const { data } = await nodeClient.post<Envelope<T>>(path, body);
  return data.data;
}

export const getFdProducts = (signal?: AbortSignal) => getData<FdProductView[]>('/fds/products', signal);
export const getFdProduct = (id: string, signal?: AbortSignal) => getData<FdProductView>(`/fds/product/${seg(id)}`, signal);
export const getFdBookings = (userId: string, signal?: AbortSignal) =>
  getData<FdBookingView[]>(`/fds/bookings/${seg(userId)}`, signal);
export const getFdBooking = (id: string, signal?: AbortSignal) => getData<FdBookingView>(`/fds/booking/${seg(id)}`, signal);

export const quoteFd = (input: FdBookingInput) => postData<FdQuote>('/fds/quote', input);
export const bookFd = (input: FdBookingInput) => postData<FdBookingView>('/fds/bookings', input);
export const payFd = (bookingId: string, body: FdPayBody) => postData<FdPayResult>(`/fds/bookings/${seg(bookingId)}/pay`, body);
