import type { GetServerSideProps } from 'next';
import { useCallback } from 'react';
import Comments from '@/components/articles/Comments';
import LikeButton from '@/components/articles/LikeButton';
import { loadContentApi } from '@/components/articles/contentApi';
import { useCountView } from '@/components/articles/useReactions';
import { useSession } from '@/components/layout/useSession';
import { useAppDispatch } from '@/store/hooks';
import VideoScreen from '@/components/videos/VideoScreen';
import { type VideoPageData, loadVideoPage } from '@/components/videos/loadVideos';
import { resolveLanguage } from '@/utils/language';
import styles from '@/components/videos/Videos.module.scss';

export const CACHE_CONTROL = 'public, s-maxage=300, stale-while-revalidate=86400';
const VIDEO_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const getServerSideProps: GetServerSideProps<VideoPageData, { id: string }> = async ({ params, query, res }) => {
  const id = params?.id ?? '';
  if (!VIDEO_KEY.test(id)) return { notFound: true };
  const data = await loadVideoPage(id, resolveLanguage(query.lang));
  if (!data) return { notFound: true };
  res.setHeader('Cache-Control', CACHE_CONTROL);
  return { props: data };
};

export default function Page({ video, lang, notice }: VideoPageData) {
  const session = useSession();
  const dispatch = useAppDispatch();
  useCountView('video', video.id);
  // After a comment, the video is read again with GET /video/{id}/{locale}.
  const reload = useCallback(async () => {
    const { getVideo } = await loadContentApi();
    const request = getVideo.initiate({ key: video.video_key, locale: video.locale }, { subscribe: false, forceRefetch: true });
    return (await dispatch(request).unwrap())?.data?.comments ?? null;
  }, [dispatch, video.video_key, video.locale]);
  return (
    <VideoScreen key={`${video.video_key}:${lang}`} video={video} lang={lang} notice={notice}>
      <div className={styles.meta}>
        <LikeButton kind="video" id={video.id} likes={video.likes} loggedIn={session.loggedIn} />
      </div>
      <Comments kind="video" targetId={video.id} initial={video.comments} reload={reload} />
    </VideoScreen>
  );
}
