// Structured data of the video pages: VideoObject for one video and the breadcrumb trail.
import type { VideoDetail } from '@/services/content.api';
import { htmlLang } from '@/components/seo/hreflang';
import { absoluteUrl, breadcrumbJsonLd, type Crumb } from '@/utils/calculators/seo';
import { VIDEOS_BASE, isoDuration, videoPath } from './videoPaths';

export function videoCrumbs(video?: Pick<VideoDetail, 'title' | 'video_key' | 'locale'>): Crumb[] {
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Videos', path: VIDEOS_BASE },
  ];
  if (video) crumbs.push({ name: video.title, path: videoPath(video.video_key, video.locale) });
  return crumbs;
}

export function videoJsonLd(origin: string, video: VideoDetail) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: video.title,
      description: video.description || video.title,
      inLanguage: htmlLang(video.locale),
      url: absoluteUrl(origin, videoPath(video.video_key, video.locale)),
      embedUrl: video.url,
      uploadDate: video.published_at ?? undefined,
      duration: isoDuration(video.duration_s),
      ...(video.thumbnail_url ? { thumbnailUrl: video.thumbnail_url } : {}),
      interactionStatistic: [
        { '@type': 'InteractionCounter', interactionType: { '@type': 'WatchAction' }, userInteractionCount: video.views },
        { '@type': 'InteractionCounter', interactionType: { '@type': 'LikeAction' }, userInteractionCount: video.likes },
      ],
    },
    breadcrumbJsonLd(origin, videoCrumbs(video)),
  ];
}
