import BannerCards from '@/components/prozone/BannerCards';

export default function Page() {
  return <BannerCards />;
}
