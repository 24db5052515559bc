// Inputs of the video reads: a language, a category and a video's key (its address).
import { z } from 'zod';
import { localeSchema, slugSchema } from '../articles/engagement.schemas';

export const VIDEO_MESSAGES = { notFound: 'This video does not exist' } as const;

export const localeParam = z.object({ locale: localeSchema });
export const categoryParams = z.object({ category: slugSchema('Category'), locale: localeSchema });
export const videoParams = z.object({ id: slugSchema('Video address'), locale: localeSchema.default('en') });
