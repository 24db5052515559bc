// The Pro Zone's calls on the main node client (docs/DESK.md "Pro Zone"): this week's client birthdays, the banner
// templates and the advisor's own card details.
import type { BannerView, BirthdayView, CardProfile } from '@/utils/prozone/wire';
import { nodeClient } from './http';

export type { BannerView, BirthdayView, CardProfile };

const dataOf = <T>(answer: { data: { data: T } }) => answer.data.data;

export async function getBirthdays(days: number, signal?: AbortSignal) {
  return dataOf<BirthdayView[]>(await nodeClient.get('/prozone/birthdays', { params: { days }, signal }));
}

export async function getBanners(signal?: AbortSignal) {
  return dataOf<BannerView[]>(await nodeClient.get('/prozone/banners', { signal }));
}

export async function getCardProfile(signal?: AbortSignal) {
  return dataOf<CardProfile>(await nodeClient.get('/prozone/card-profile', { signal }));
}
