// The Pro Zone: clients' birthdays in the coming days (India's calendar), the banner templates, and what the
// greeting card prints about the advisor. A manager acting for an advisor carries the advisor's expert id, so
// they see and print the advisor's own.
import { maskMobileLast4 } from '../../../../utils/orders/book';
import { birthdayKeys, upcomingBirthday } from '../../../../utils/prozone/birthdays';
import type { BannerView, BirthdayView, CardProfile } from '../../../../utils/prozone/wire';
import { NotFoundError } from '../../../domain/errors';
import type { Db } from '../../../db/client';
import { todayIn } from '../portfolio/portfolio.deps';
import { cardProfileRow, clientsBornOn } from './prozone.repo';

export interface ProzoneDeps {
  db: Db;
  now: () => Date;
}

/** The templates drawn on in the browser; images live in public/images/prozone/. */
export const BANNERS: BannerView[] = [
  { id: 'sip-habit', title: 'Start a SIP', image_url: '/images/prozone/banner-sip.svg', tagline: 'Small steps, every month. Start your SIP today.' },
  { id: 'goals', title: 'Plan your goals', image_url: '/images/prozone/banner-goals.svg', tagline: 'Education, home, retirement: plan each goal with a SIP.' },
  { id: 'festive', title: 'Festive wishes', image_url: '/images/prozone/banner-festive.svg', tagline: 'Wishing you and your family joy and prosperity.' },
];

export async function upcomingBirthdays(deps: ProzoneDeps, expertId: string, days: number): Promise<BirthdayView[]> {
  const today = todayIn(deps.now());
  const rows = await clientsBornOn(deps.db, expertId, birthdayKeys(today, days));
  return rows
    .flatMap((row) => {
      const next = upcomingBirthday(row.dob, today, days);
      return next ? [{ user_id: row.userId, name: row.name, ...next, mobile_masked: maskMobileLast4(row.mobileNo) }] : [];
    })
    .sort((a, b) => a.birthday.localeCompare(b.birthday) || a.name.localeCompare(b.name));
}

export async function cardProfile(deps: ProzoneDeps, expertId: string): Promise<CardProfile> {
  const row = await cardProfileRow(deps.db, expertId);
  if (!row) throw new NotFoundError('Advisor not found');
  return { name: row.name ?? row.mobileNo, arn: row.arn, euin: row.euin, photo_url: row.photoUrl, mobile: row.mobileNo };
}
