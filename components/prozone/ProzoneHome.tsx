// /prozone: this week's client birthdays at a glance, a preview of the banners, and the way to each.
import Head from 'next/head';
import Image from 'next/image';
import { ButtonLink } from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import Skeleton from '@/components/ui/Skeleton';
import { useGetBannersQuery, useGetBirthdaysQuery } from '@/store/api/prozone';
import { BIRTHDAY_DAYS } from './BirthdayCards';
import LoadFailure from './LoadFailure';
import styles from './Prozone.module.scss';

export default function ProzoneHome() {
  const birthdays = useGetBirthdaysQuery(BIRTHDAY_DAYS);
  const banners = useGetBannersQuery();
  const count = birthdays.data?.length ?? 0;

  return (
    <div className={styles.screen}>
      <Head>
        <title>Pro Zone | ZF</title>
      </Head>
      <h1>Pro Zone</h1>
      <p className={styles.intro}>Greetings and banners with your name and ARN, ready to share with clients.</p>
      <Card title="Birthdays this week">
        {birthdays.isLoading && <Skeleton label="Loading birthdays" />}
        <LoadFailure queries={[birthdays]} />
        {birthdays.data && (
          <>
            <p className={styles.count}>{count}</p>
            <p className={styles.meta}>
              {count === 0
                ? `No client birthdays in the next ${BIRTHDAY_DAYS} days`
                : `${count === 1 ? 'client has a birthday' : 'clients have a birthday'} in the next ${BIRTHDAY_DAYS} days`}
            </p>
          </>
        )}
        <ButtonLink href="/prozone/birthday" size="sm">
          Birthday greetings
        </ButtonLink>
      </Card>
      <Card title="Banners">
        {banners.isLoading && <Skeleton label="Loading banners" />}
        <LoadFailure queries={[banners]} />
        {banners.data && (
          <ul className={styles.thumbs}>
            {banners.data.map((b) => (
              <li key={b.id}>
                <Image src={b.image_url} alt={b.title} width={96} height={96} unoptimized />
              </li>
            ))}
          </ul>
        )}
        <ButtonLink href="/prozone/banners" size="sm">
          Personalise banners
        </ButtonLink>
      </Card>
    </div>
  );
}
