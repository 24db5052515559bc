import { CONTACT, REGISTRATION } from '@/components/layout/registration';
import type { StaticSeoProps } from '@/components/seo/staticSeo';
import ContentPage from './ContentPage';

export default function PrivacyPolicy({ seo = null }: Partial<StaticSeoProps>) {
  return (
    <ContentPage
      path="/privacy-policy"
      seo={seo}
      title="Privacy policy | ZF"
      description="What personal data ZF collects for KYC and transactions, why, who it is shared with, how long it is kept and your rights."
      heading="Privacy policy"
      lead="This policy explains what we collect, why we need it, who we share it with and how you can control it."
    >
      <h2>Who we are</h2>
      <p>
        {REGISTRATION.companyName} ({REGISTRATION.arn}) is the data fiduciary for personal data
        collected through this website and our apps. We process it under India&rsquo;s Digital
        Personal Data Protection Act, 2023, and the SEBI and AMFI rules that apply to mutual fund
        distributors.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Identity and contact:</strong> name, mobile number, email, date of birth, gender,
          address.
        </li>
        <li>
          <strong>KYC:</strong> PAN, address proof, photograph, signature, occupation, income range,
          tax residency (FATCA) and politically-exposed-person declarations, and, if you choose
          DigiLocker, the documents you share from it.
        </li>
        <li>
          <strong>Bank and nominee details:</strong> account number, IFSC and the result of a small
          verification deposit (penny drop); nominee names, relationships and dates of birth.
        </li>
        <li>
          <strong>Transactions and holdings:</strong> orders, SIPs, folios, units and values,
          including investments held elsewhere that you ask us to show.
        </li>
        <li>
          <strong>Usage:</strong> device identifier, pages visited and actions taken, used to keep
          the service secure and to improve it.
        </li>
      </ul>

      <h2>Why we need it</h2>
      <ul>
        <li>
          To verify your identity and complete KYC, which SEBI requires before any investment.
        </li>
        <li>
          To place, track and report your orders, and to pay redemptions to your own bank account.
        </li>
        <li>
          To let your chosen expert serve you: they see the clients mapped to them, and no one
          else.
        </li>
        <li>
          To meet legal duties such as anti-money-laundering checks, tax reporting and record
          keeping.
        </li>
        <li>
          To send you service messages. Marketing messages are sent only if you opt in, and you can
          opt out.
        </li>
      </ul>

      <h2>Who we share it with</h2>
      <p>
        Only with those who need it to carry out your instructions or whom the law requires us to
        tell:
      </p>
      <ul>
        <li>
          KYC registration agencies (KRAs) and the Central KYC Registry, to register and check your
          KYC;
        </li>
        <li>
          asset management companies (fund houses) and their registrars and transfer agents (RTAs),
          which allot and hold your units;
        </li>
        <li>
          the stock exchange and its clearing corporation, through which orders and payments flow;
        </li>
        <li>banks and payment providers, to collect payments and verify your account;</li>
        <li>
          service providers who run our systems under contract and confidentiality (hosting, SMS,
          e-sign);
        </li>
        <li>regulators, tax authorities and courts, when the law requires.</li>
      </ul>
      <p>We do not sell personal data.</p>

      <h2>How long we keep it</h2>
      <p>
        KYC and transaction records are kept for as long as you are our client and for at least
        eight years after the relationship ends, as the anti-money-laundering rules require. Usage
        data is kept for up to two years. After that, data is deleted or anonymised.
      </p>

      <h2>How we protect it</h2>
      <p>
        Data travels encrypted, access is limited to staff and experts who need it, logins use
        one-time passwords and short-lived tokens, and we keep records of who accessed what.
      </p>

      <h2>Your rights</h2>
      <ul>
        <li>See what personal data we hold about you and how it is used.</li>
        <li>Correct or update data that is wrong or out of date.</li>
        <li>
          Withdraw consent for optional uses such as marketing; records that the law requires us to
          keep cannot be erased before their time.
        </li>
        <li>Nominate someone to exercise your rights if you are unable to.</li>
        <li>Complain to us, and then to the Data Protection Board of India.</li>
      </ul>

      <h2>Grievance officer</h2>
      <p>
        {CONTACT.grievanceOfficer}, {CONTACT.addressLines.join(', ')}. Email{' '}
        <a href={`mailto:${CONTACT.grievanceEmail}`}>{CONTACT.grievanceEmail}</a>. We reply within
        15 days.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If we change how we use your data in a material way, we will tell you by email or in the app
        before the change applies.
      </p>
    </ContentPage>
  );
}
