// What each not-yet-built screen of the investor and advisor areas will hold.
import type { PlaceholderProps } from '@/components/ui/Placeholder';

const DASH = { label: 'Expert dashboard', href: '/dashboard/expert' };

export const APP_PAGES = {
  myAccount: {
    title: 'My account',
    summary: 'Your expert account: registration, bank details for commission and settings.',
    points: ['ARN and EUIN', 'Commission bank account', 'Notification settings'],
  },
  selectExpert: {
    title: 'Select an expert',
    summary: 'Relationship managers choose the expert they are working for.',
    points: ['Experts mapped to you', 'Switch between experts'],
  },
  agentList: {
    title: 'All agents',
    summary: 'The agents of your organisation and their business.',
    points: ['Agents with ARN and status', 'AUM and SIP book per agent'],
    links: [DASH],
  },
  newSales: {
    title: 'New sales',
    summary: 'New business booked by your organisation’s agents.',
    points: ['New SIPs and lumpsum purchases', 'By agent and by period'],
    links: [DASH],
  },
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
  expertProfile: {
    title: 'Account settings',
    summary:
      'Your expert profile: ARN, address, experience, clients, AUM, languages and products.',
    points: ['Profile details', 'Capabilities and languages', 'Certifications'],
  },
} satisfies Record<string, PlaceholderProps>;
