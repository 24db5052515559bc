import type { GetServerSideProps } from 'next';
import VideoListing, { type VideoListingProps } from '@/components/videos/VideoListing';
import { loadShelves } from '@/components/videos/loadVideos';
import { isVideoCategory, categoryName } from '@/components/videos/videoPaths';
import { getSeo } from '@/services/content.api';
import { languageName, resolveLanguage } from '@/utils/language';

/** Shared caches keep the page 5 minutes and may serve it stale for a day while it is renewed. */
export const CACHE_CONTROL = 'public, s-maxage=300, stale-while-revalidate=86400';

export const getServerSideProps: GetServerSideProps<VideoListingProps> = async ({ query, res }) => {
  const lang = resolveLanguage(query.lang);
  const category = isVideoCategory(query.category) ? query.category : null;
  const [shelves, seo] = await Promise.all([loadShelves(lang, category), getSeo('videos', lang)]);
  res.setHeader('Cache-Control', CACHE_CONTROL);
  const topic = category ? `${categoryName(category)} videos` : 'Videos on mutual funds, fixed deposits and tax';
  const inLanguage = lang === 'en' ? '' : ` in ${languageName(lang)}`;
  return {
    props: {
      shelves,
      lang,
      category,
      seo: {
        title: (!category && seo?.title) || `${topic}${inLanguage} | ZF`,
        description: seo?.description || `Short explainer videos${inLanguage}: SIPs, NAV, direct plans, fixed deposits and tax saving.`,
      },
    },
  };
};

export default function Page(props: VideoListingProps) {
  return <VideoListing {...props} />;
}
