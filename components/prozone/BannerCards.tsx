// /prozone/banners: the marketing banner templates, each personalised with the advisor's name, ARN, photo or
// initials and mobile, to download or share.
import Head from 'next/head';
import EmptyState from '@/components/ui/EmptyState';
import Skeleton from '@/components/ui/Skeleton';
import { useGetBannersQuery, useGetCardProfileQuery } from '@/store/api/prozone';
import { pngFileName } from '@/utils/prozone/card';
import { MF_RISK_LINE } from './cardLayout';
import GreetingCanvas from './GreetingCanvas';
import LoadFailure from './LoadFailure';
import styles from './Prozone.module.scss';

export default function BannerCards() {
  const banners = useGetBannersQuery();
  const profile = useGetCardProfileQuery();

  return (
    <div className={styles.screen}>
      <Head>
        <title>Banners | ZF</title>
      </Head>
      <h1>Banners</h1>
      <p className={styles.intro}>Ready-made banners with your name, ARN and mobile, for WhatsApp and social media.</p>
      {(banners.isLoading || profile.isLoading) && <Skeleton lines={3} height={24} label="Loading banners" />}
      <LoadFailure queries={[banners, profile]} />
      {banners.data?.length === 0 && <EmptyState title="No banners yet" />}
      {banners.data && banners.data.length > 0 && profile.data && (
        <ul className={styles.grid} aria-label="Banners">
          {banners.data.map((banner) => (
            <li key={banner.id} className={styles.item}>
              <h2 className={styles.name}>{banner.title}</h2>
              <GreetingCanvas
                templateSrc={banner.image_url}
                headline={banner.title}
                message={banner.tagline}
                profile={profile.data!}
                fileName={pngFileName('banner', banner.id)}
                description={`Banner: ${banner.title}. ${banner.tagline} From ${profile.data!.name}. ${MF_RISK_LINE}`}
                downloadLabel="Download banner"
                disclaimer={MF_RISK_LINE}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
