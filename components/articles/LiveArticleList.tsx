import EmptyState from '@/components/ui/EmptyState';
import { useListArticlesQuery } from '@/store/api/content';
import ArticleListBody from './ArticleListBody';

export interface LiveArticleListProps {
  locale: string;
  category: string | null;
  page: number;
  limit: number;
}

/** A listing page the build could not fill, loaded in the browser. */
export default function LiveArticleList(props: LiveArticleListProps) {
  const { data, isError } = useListArticlesQuery(props);
  if (isError) return <EmptyState title="Articles could not be loaded" description="Please check your connection and try again." />;
  if (!data) return <p role="status">Loading articles…</p>;
  return <ArticleListBody list={data} locale={props.locale} category={props.category} page={props.page} />;
}
