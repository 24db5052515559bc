import ErrorPage from '@/components/content/ErrorPage';

export default function NotFound() {
  return <ErrorPage code={404} />;
}
