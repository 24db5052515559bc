import type { GetStaticProps } from 'next';
import CalculatorsTeaser from '@/components/home/CalculatorsTeaser';
import Faq from '@/components/home/Faq';
import ForAdvisors from '@/components/home/ForAdvisors';
import Hero from '@/components/home/Hero';
import HowItWorks from '@/components/home/HowItWorks';
import TrustSection from '@/components/home/TrustSection';
import SeoHead, { siteOrigin } from '@/components/seo/SeoHead';
import { homeJsonLd } from '@/components/seo/homeJsonLd';
import { type StaticSeoProps, staticSeoProps } from '@/components/seo/staticSeo';
import { STATIC_SEO_KEYS, resolveSeo } from '@/utils/seo/pageSeo';

export const HOME_SEO = {
  title: 'ZF | Mutual funds with an expert you can reach',
  description:
    'ZF is an AMFI-registered mutual fund distributor. Complete KYC online, invest by SIP or lumpsum with a ZF expert, and track your portfolio in one place.',
};

export const getStaticProps: GetStaticProps<StaticSeoProps> = () => staticSeoProps(STATIC_SEO_KEYS.home);

export default function Home({ seo = null }: Partial<StaticSeoProps>) {
  const head = resolveSeo(HOME_SEO, seo);
  return (
    <>
      <SeoHead
        title={head.title}
        description={head.description}
        path="/"
        image={head.image}
        jsonLd={homeJsonLd(siteOrigin(), head.description)}
      />
      <Hero />
      <HowItWorks />
      <ForAdvisors />
      <CalculatorsTeaser />
      <TrustSection />
      <Faq />
    </>
  );
}

// Neither the page nor what it renders at once uses the redux store (pages/_app.tsx: StoreFreePage).
Home.storeFree = true as const;
