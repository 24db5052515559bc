// What each not-yet-built public screen will hold. The page files render these through <Placeholder>.
import type { PlaceholderProps } from '@/components/ui/Placeholder';

export const PUBLIC_PAGES = {
  healthInsurance: {
    title: 'Health insurance',
    summary: 'Compare health insurance plans for you and your family and buy through your ZF expert.',
    points: ['Family members and ages', 'Plan quotes from insurers', 'Nominee details and payment'],
  },
} satisfies Record<string, PlaceholderProps>;
