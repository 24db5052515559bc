import Gallery from '@/components/ui/gallery/Gallery';

// A review page for the UI kit: noindex, absent from the sitemap and from every menu.
export default function Page() {
  return <Gallery />;
}
