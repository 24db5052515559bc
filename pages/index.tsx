import PageHead from '@/components/content/PageHead';
import CalculatorsTeaser from '@/components/home/CalculatorsTeaser';
import Faq from '@/components/home/Faq';
import ForAdvisors from '@/components/home/ForAdvisors';
import Hero from '@/components/home/Hero';
import HowItWorks from '@/components/home/HowItWorks';
import TrustSection from '@/components/home/TrustSection';

export default function Home() {
  return (
    <>
      <PageHead
        title="ZF | Mutual funds with an advisor you can reach"
        description="ZF is an AMFI-registered mutual fund distributor. Complete KYC online, invest by SIP or lumpsum with a registered advisor, and track your portfolio in one place."
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
