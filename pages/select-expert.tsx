import { APP_PAGES } from '@/components/placeholders/appPages';
import Placeholder from '@/components/ui/Placeholder';

export default function Page() {
  return <Placeholder {...APP_PAGES.selectExpert} />;
}
