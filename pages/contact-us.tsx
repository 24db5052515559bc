import Contact from '@/components/content/Contact';

export default function Page() {
  return <Contact />;
}
