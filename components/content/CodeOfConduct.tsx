import { REGISTRATION } from '@/components/layout/registration';
import type { StaticSeoProps } from '@/components/seo/staticSeo';
import ContentPage from './ContentPage';

const DUTIES = [
  {
    title: 'Put the investor first',
    points: [
      'Act honestly and in the investor’s interest, and keep the investor’s information confidential.',
      'Recommend schemes that suit the investor’s goals, time horizon and risk appetite, not the ones that pay the most.',
      'Do not encourage frequent buying and selling just to earn commission.',
    ],
  },
  {
    title: 'Tell the whole story',
    points: [
      'Disclose all commissions received from the fund houses for the schemes recommended.',
      'Give the investor the scheme information document, key information memorandum and addenda, and point out the risk factors.',
      'Never promise or guarantee returns, and never compare schemes misleadingly.',
    ],
  },
  {
    title: 'Keep the process clean',
    points: [
      'Use only the investor’s own bank account and KYC; never accept cash beyond what the rules allow, and never hold investors’ money or units.',
      'Do not sign forms on the investor’s behalf or fill in blanks on signed forms.',
      'Quote the ARN and EUIN on every transaction, and keep records as required.',
    ],
  },
  {
    title: 'Stay qualified and accountable',
    points: [
      'Hold a valid ARN, renew it on time and keep the NISM certification current.',
      'Follow the SEBI regulations and AMFI guidelines, and cooperate with audits and inquiries.',
      'Handle complaints promptly and tell investors how to escalate them.',
    ],
  },
];

export default function CodeOfConduct({ seo = null }: Partial<StaticSeoProps>) {
  return (
    <ContentPage
      path="/code_of_conduct"
      seo={seo}
      title="Code of conduct for mutual fund distributors | ZF"
      description="How ZF and the experts on ZF follow AMFI's code of conduct for mutual fund intermediaries, summarised in plain language."
      heading="Code of conduct"
      lead={`AMFI sets a code of conduct for every mutual fund distributor. Here is what it asks of ${REGISTRATION.companyName} and of every expert on ZF, in our own words.`}
    >
      {DUTIES.map((duty) => (
        <section key={duty.title}>
          <h2>{duty.title}</h2>
          <ul>
            {duty.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </section>
      ))}
      <h2>If an expert falls short</h2>
      <p>
        Tell us through the grievance process on our Contact page. A breach of this code can lead
        AMFI to suspend or cancel an expert&rsquo;s ARN, and we stop working with any expert who
        does not follow it. This summary does not replace AMFI&rsquo;s own text, which is published
        on AMFI&rsquo;s website.
      </p>
    </ContentPage>
  );
}
