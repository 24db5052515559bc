// Fixed deposits in the browser: the catalogue, a product, the investor's bookings and a booking, tagged Order
// (a booked deposit is an order of the investor's) so that booking or paying refreshes the lists on screen.
import type * as FdCalls from '@/services/fds.api';
import type {
  FdBookingInput,
  FdBookingView,
  FdPayBody,
  FdPayResult,
  FdProductView,
  FdQuote,
} from '@/services/fds.api';
import { nodeApi } from './nodeApi';
import type { ServiceCall } from './serviceQuery';

const call =
  (run: (calls: typeof FdCalls, signal: AbortSignal) => Promise<unknown>): ServiceCall =>
  async (signal) =>
    run(await import('@/services/fds.api'), signal);

const bookingsTag = (userId: string) => ({ type: 'Order' as const, id: `FD-${userId}` });
const bookingTag = (id: string) => ({ type: 'Order' as const, id });

export const fdsApi = nodeApi.injectEndpoints({
  endpoints: (build) => ({
    getFdProducts: build.query<FdProductView[], void>({
      query: () => call((c, signal) => c.getFdProducts(signal)),
    }),
    getFdProduct: build.query<FdProductView, string>({
      query: (id) => call((c, signal) => c.getFdProduct(id, signal)),
    }),
    getFdBookings: build.query<FdBookingView[], string>({
      query: (userId) => call((c, signal) => c.getFdBookings(userId, signal)),
      providesTags: (_a, _e, userId) => [bookingsTag(userId)],
    }),
    getFdBooking: build.query<FdBookingView, string>({
      query: (id) => call((c, signal) => c.getFdBooking(id, signal)),
      providesTags: (_a, _e, id) => [bookingTag(id)],
    }),
    quoteFd: build.query<FdQuote, FdBookingInput>({
      query: (input) => call((c) => c.quoteFd(input)),
    }),
    bookFd: build.mutation<FdBookingView, FdBookingInput>({
      query: (input) => call((c) => c.bookFd(input)),
      invalidatesTags: (_a, error, input) => (error ? [] : [bookingsTag(input.user_id)]),
    }),
    payFd: build.mutation<FdPayResult, { bookingId: string; userId: string; body: FdPayBody }>({
      query: ({ bookingId, body }) => call((c) => c.payFd(bookingId, body)),
      invalidatesTags: (_a, _e, { bookingId, userId }) => [bookingTag(bookingId), bookingsTag(userId)],
    }),
  }),
});

export const {
  useGetFdProductsQuery,
  useGetFdProductQuery,
  useGetFdBookingsQuery,
  useGetFdBookingQuery,
  useQuoteFdQuery,
  useBookFdMutation,
  usePayFdMutation,
} = fdsApi;
