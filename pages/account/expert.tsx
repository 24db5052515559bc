import { PUBLIC_PAGES } from '@/components/placeholders/publicPages';
import Placeholder from '@/components/ui/Placeholder';

export default function Page() {
  return <Placeholder {...PUBLIC_PAGES.accountExpert} />;
}
