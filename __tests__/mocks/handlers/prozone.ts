// Contract-shaped handlers of the Pro Zone (docs/DESK.md "Pro Zone"): this week's birthdays, the banner templates
// and the advisor's card. Tests add them with serveFeature(prozoneHandlers, resetProzone) and change `prozone`.
import { http, HttpResponse } from 'msw';
import type { BannerView, BirthdayView, CardProfile } from '@/utils/prozone/wire';
import { authed } from '../session';
import { at } from './at';

export const prozone = {
  birthdays: [] as BirthdayView[],
  banners: [] as BannerView[],
  profile: null as CardProfile | null,
  /** The `days` each birthdays call asked for. */
  asked: [] as string[],
};

export function resetProzone() {
  prozone.birthdays = [
    { user_id: 'u-1', name: 'Arjun Gupta', birthday: '2026-11-26', age: 44, mobile_masked: 'XXXXXX1011' },
    { user_id: 'u-2', name: 'Chetan Nair', birthday: '2026-11-27', age: 61, mobile_masked: 'XXXXXX1012' },
  ];
  prozone.banners = [
    { id: 'sip-habit', title: 'Start a SIP', image_url: '/images/prozone/banner-sip.svg', tagline: 'Small steps, every month.' },
    { id: 'goals', title: 'Plan your goals', image_url: '/images/prozone/banner-goals.svg', tagline: 'Plan each goal with a SIP.' },
  ];
  prozone.profile = { name: 'Rahul Mehta', arn: '245871', euin: 'E123456', photo_url: null, mobile: '9000000101' };
  prozone.asked = [];
}

const ok = (data: unknown) => HttpResponse.json({ status: 'success', data });

export const prozoneHandlers = [
  http.get(
    at('node', '/prozone/birthdays'),
    authed(({ request }) => {
      prozone.asked.push(new URL(request.url).searchParams.get('days') ?? '');
      return ok(prozone.birthdays);
    }),
  ),
  http.get(at('node', '/prozone/banners'), authed(() => ok(prozone.banners))),
  http.get(at('node', '/prozone/card-profile'), authed(() => ok(prozone.profile))),
];
