import Link from '@/components/ui/Link';
import { REGISTRATION } from '@/components/layout/registration';
import type { StaticSeoProps } from '@/components/seo/staticSeo';
import ContentPage from './ContentPage';

export default function About({ seo = null }: Partial<StaticSeoProps>) {
  return (
    <ContentPage
      path="/about"
      seo={seo}
      title="About ZF | AMFI-registered mutual fund distributor"
      description="Who we are, what we do for investors and experts, how we are paid and how we are registered."
      heading="About ZF"
      lead="We help families in India invest in mutual funds with a person they can call, and we give mutual fund distributors the tools to serve them well."
    >
      <h2>What we do</h2>
      <p>
        {REGISTRATION.companyName} is a mutual fund distributor registered with the Association of
        Mutual Funds in India (AMFI) under {REGISTRATION.arn}. We are not a fund house and we do not
        manage money. We help you pick schemes run by SEBI-registered asset management companies,
        place your orders through the {REGISTRATION.exchange} platform, and show you how your
        investments are doing.
      </p>
      <p>
        {REGISTRATION.companyName} and the experts on ZF are mutual fund distributors registered with
        AMFI, not investment advisers registered with SEBI: we distribute mutual funds and are paid by
        the fund houses (commission on regular plans), not by you for advice.
      </p>
      <p>
        Alongside mutual funds, investors can compare fixed deposits and health insurance plans, use
        free calculators, and learn from articles, videos and answers written by ZF experts, in
        English and four Indian languages.
      </p>

      <h2>Why experts work with us</h2>
      <p>
        Most of the people who invest through ZF do so with an independent distributor who holds their
        own ARN. We give those experts a partner area: client onboarding and KYC, carts they
        prepare for a client to approve, an order book, commission and business analytics, and
        marketing material in their own name. Relationship managers back them up with training and
        support.
      </p>

      <h2>How we are paid</h2>
      <p>
        We invest in the regular plans of mutual fund schemes. Fund houses pay distributors a trail
        commission that is already included in a regular plan&rsquo;s expense ratio, and is
        disclosed in the scheme documents and in your consolidated account statement. We do not
        charge investors a separate fee, and we do not accept money from you into our own accounts.
      </p>

      <h2>What we believe</h2>
      <ul>
        <li>Say what an action will do before it does it. No pre-ticked boxes, no hidden costs.</li>
        <li>
          Recommend what suits the investor&rsquo;s goals and risk, not what pays the highest
          commission.
        </li>
        <li>Keep personal data to what the law and the service need, and protect it.</li>
        <li>Answer complaints quickly, and tell people how to escalate if we fall short.</li>
      </ul>
      <p>
        Read our <Link href="/code_of_conduct">code of conduct</Link> and{' '}
        <Link href="/privacy-policy">privacy policy</Link>, or{' '}
        <Link href="/contact-us">get in touch</Link>.
      </p>
    </ContentPage>
  );
}
