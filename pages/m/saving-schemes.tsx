import type { GetStaticProps } from 'next';
import SavingSchemesScreen, {
  type SavingSchemesProps,
} from '@/components/savings/SavingSchemesScreen';
import { getSeo } from '@/services/content.api';
import { pickSeoText } from '@/utils/funds/seo';

/** Key of this page's row in the SEO metadata service. */
export const SEO_PAGE = 'saving-schemes';

// The content is written into the app, so the page is static; it is rebuilt hourly in the background so
// that editors' SEO metadata (GET /seo/{page}) reaches it without a deploy.
export const getStaticProps: GetStaticProps<SavingSchemesProps> = async () => ({
  props: { seo: pickSeoText(await getSeo(SEO_PAGE)) },
  revalidate: 3600,
});

export default function SavingSchemesPage(props: SavingSchemesProps) {
  return <SavingSchemesScreen {...props} />;
}
