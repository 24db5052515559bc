import CodeOfConduct from '@/components/content/CodeOfConduct';

export default function Page() {
  return <CodeOfConduct />;
}
