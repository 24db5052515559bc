// What each not-yet-built screen of the investor and advisor areas will hold.
import type { PlaceholderProps } from '@/components/ui/Placeholder';

export const APP_PAGES = {
  prozone: {
    title: 'Pro Zone',
    summary: 'Marketing tools for experts: greetings and banners with your name and ARN.',
    points: ['Birthday greetings for clients', 'Banners for social media'],
  },
  prozoneBirthday: {
    title: 'Birthday greetings',
    summary: 'Clients with birthdays coming up, with greetings ready to share.',
    links: [{ label: 'Pro Zone', href: '/prozone' }],
  },
  prozoneBanners: {
    title: 'Banners',
    summary: 'Ready-made banners with your name and ARN for social media.',
    links: [{ label: 'Pro Zone', href: '/prozone' }],
  },
} satisfies Record<string, PlaceholderProps>;
