import Link from '@/components/ui/Link';
import { ButtonLink } from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import PageHead from '@/components/seo/PageHead';

export interface ErrorPageProps {
  code: 404 | 500;
}

const TEXT = {
  404: {
    title: 'Page not found | ZF',
    heading: 'We could not find that page',
    body: 'The address may be mistyped, or the page may have moved. Your investments are not affected.',
  },
  500: {
    title: 'Something went wrong | ZF',
    heading: 'Something went wrong on our side',
    body: 'The page could not be shown just now. Please try again in a minute; no order was placed by this error.',
  },
} as const;

export default function ErrorPage({ code }: ErrorPageProps) {
  const t = TEXT[code];
  return (
    <>
      <PageHead title={t.title} description={t.body} noindex />
      <EmptyState
        headingLevel="h1"
        title={t.heading}
        description={
          <>
            <p>{t.body}</p>
            <p>
              Try the <Link href="/mutual-funds">fund list</Link>, the{' '}
              <Link href="/calculators">calculators</Link> or{' '}
              <Link href="/contact-us">contact us</Link>.
            </p>
          </>
        }
        action={<ButtonLink href="/">Go to the home page</ButtonLink>}
      />
    </>
  );
}
