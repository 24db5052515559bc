import PageHead from '@/components/seo/PageHead';
import ScreenViews from '@/components/desk/ScreenViews';

// The operator's screen views: no menu entry, not guarded by a session (the operator key is asked on the page),
// kept out of search engines.
export default function ScreenViewsPage() {
  return (
    <>
      <PageHead title="Screen views | ZF operations" description="Screen views per day and the top screens, for the operator." noindex />
      <ScreenViews />
    </>
  );
}
