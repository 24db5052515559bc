import ErrorPage from '@/components/content/ErrorPage';

export default function ServerError() {
  return <ErrorPage code={500} />;
}
