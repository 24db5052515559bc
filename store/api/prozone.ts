// The Pro Zone in the browser: birthdays (tag Client: the client book's changes refresh them), banners, and the
// advisor's card details (tag Expert).
import type * as ProzoneCalls from '@/services/prozone.api';
import type { BannerView, BirthdayView, CardProfile } from '@/services/prozone.api';
import { nodeApi } from './nodeApi';
import type { ServiceCall } from './serviceQuery';

const call =
  (run: (calls: typeof ProzoneCalls, signal: AbortSignal) => Promise<unknown>): ServiceCall =>
  async (signal) =>
    run(await import('@/services/prozone.api'), signal);

export const prozoneApi = nodeApi.injectEndpoints({
  endpoints: (build) => ({
    getBirthdays: build.query<BirthdayView[], number>({
      query: (days) => call((c, signal) => c.getBirthdays(days, signal)),
      providesTags: [{ type: 'Client', id: 'BIRTHDAYS' }],
    }),
    getBanners: build.query<BannerView[], void>({
      query: () => call((c, signal) => c.getBanners(signal)),
    }),
    getCardProfile: build.query<CardProfile, void>({
      query: () => call((c, signal) => c.getCardProfile(signal)),
      providesTags: [{ type: 'Expert', id: 'CARD' }],
    }),
  }),
});

export const { useGetBirthdaysQuery, useGetBannersQuery, useGetCardProfileQuery } = prozoneApi;
