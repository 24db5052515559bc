import About from '@/components/content/About';

export default function Page() {
  return <About />;
}
