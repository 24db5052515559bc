// /prozone/birthday: the advisor's clients with a birthday in the next 7 days (India's days), each with a greeting
// card carrying the advisor's name, ARN, photo or initials and mobile, to download or share.
import Head from 'next/head';
import EmptyState from '@/components/ui/EmptyState';
import Skeleton from '@/components/ui/Skeleton';
import { useGetBirthdaysQuery, useGetCardProfileQuery } from '@/store/api/prozone';
import { pngFileName } from '@/utils/prozone/card';
import { birthdayLabel, indiaToday } from '@/utils/prozone/dates';
import type { BirthdayView, CardProfile } from '@/utils/prozone/wire';
import GreetingCanvas from './GreetingCanvas';
import LoadFailure from './LoadFailure';
import styles from './Prozone.module.scss';

export const BIRTHDAY_DAYS = 7;
export const BIRTHDAY_TEMPLATE = '/images/prozone/birthday-card.svg';
export const BIRTHDAY_MESSAGE = 'Wishing you a year full of health, happiness and prosperity. May every goal you plan for come true.';

function BirthdayItem({ birthday, profile, today }: { birthday: BirthdayView; profile: CardProfile; today: string }) {
  const headline = `Happy Birthday, ${birthday.name}!`;
  return (
    <li className={styles.item}>
      <h2 className={styles.name}>{birthday.name}</h2>
      <p className={styles.meta}>
        {birthdayLabel(birthday.birthday, today)} · turns {birthday.age} · {birthday.mobile_masked}
      </p>
      <GreetingCanvas
        templateSrc={BIRTHDAY_TEMPLATE}
        headline={headline}
        message={BIRTHDAY_MESSAGE}
        profile={profile}
        fileName={pngFileName('birthday-card', birthday.name)}
        description={`Birthday card: ${headline} From ${profile.name}`}
        downloadLabel="Download card"
      />
    </li>
  );
}

export default function BirthdayCards() {
  const birthdays = useGetBirthdaysQuery(BIRTHDAY_DAYS);
  const profile = useGetCardProfileQuery();
  const today = indiaToday(new Date());

  return (
    <div className={styles.screen}>
      <Head>
        <title>Birthday greetings | ZF</title>
      </Head>
      <h1>Birthday greetings</h1>
      <p className={styles.intro}>Clients with a birthday in the next {BIRTHDAY_DAYS} days. Each card carries your name, ARN and mobile.</p>
      {(birthdays.isLoading || profile.isLoading) && <Skeleton lines={3} height={24} label="Loading birthdays" />}
      <LoadFailure queries={[birthdays, profile]} />
      {birthdays.data?.length === 0 && (
        <EmptyState title={`No client birthdays in the next ${BIRTHDAY_DAYS} days`} description="Birthdays come from your clients' KYC dates of birth." />
      )}
      {birthdays.data && birthdays.data.length > 0 && profile.data && (
        <ul className={styles.grid} aria-label="Client birthdays">
          {birthdays.data.map((b) => (
            <BirthdayItem key={b.user_id} birthday={b} profile={profile.data as CardProfile} today={today} />
          ))}
        </ul>
      )}
    </div>
  );
}
