import type { GetServerSideProps } from 'next';
import { articlePath } from '@/components/articles/articlePaths';
import { CONTACT } from '@/components/layout/registration';
import Newsroom, { type LibraryItem } from '@/components/learn/Newsroom';
import { listArticles } from '@/services/content.api';

interface Props {
  library: LibraryItem[] | null;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ res }) => {
  try {
    const list = await listArticles({ locale: 'en', limit: 5 });
    res.setHeader('Cache-Control', 'public, s-maxage=300, stale-while-revalidate=86400');
    return {
      props: {
        library: list.items.map((a) => ({ title: a.title, href: articlePath(a.slug, 'en'), date: a.published_at })),
      },
    };
  } catch {
    // The announcements still render; only the article list is missing, and nothing caches the gap.
    res.setHeader('Cache-Control', 'no-store');
    return { props: { library: null } };
  }
};

export default function Page({ library }: Props) {
  return <Newsroom library={library} mediaEmail={CONTACT.email} />;
}
