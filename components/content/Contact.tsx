import { CONTACT, REGISTRATION } from '@/components/layout/registration';
import type { StaticSeoProps } from '@/components/seo/staticSeo';
import ContentPage from './ContentPage';
import styles from './ContentPage.module.scss';

export default function Contact({ seo = null }: Partial<StaticSeoProps>) {
  return (
    <ContentPage
      path="/contact-us"
      seo={seo}
      title="Contact ZF | Support, office address and grievance redressal"
      description="Reach ZF by phone, email or at our Gurugram office, and see how to raise and escalate a complaint."
      heading="Contact us"
      lead="We answer calls and email on working days and reply to every message within two working days."
    >
      <div className={styles.grid}>
        <section aria-labelledby="office">
          <h2 id="office">Office</h2>
          <address>
            {REGISTRATION.companyName}
            <br />
            {CONTACT.addressLines.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </section>
        <section aria-labelledby="reach">
          <h2 id="reach">Phone and email</h2>
          <dl>
            <dt>Phone</dt>
            <dd>
              <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
            </dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            </dd>
            <dt>Hours</dt>
            <dd>{CONTACT.hours}</dd>
          </dl>
        </section>
      </div>

      <h2>Grievance redressal</h2>
      <p>
        If something has gone wrong with an order, a payment, your KYC or the advice you received,
        we want to put it right. Please include your registered mobile number, the folio or order
        number, and what happened.
      </p>
      <ol>
        <li>
          <strong>Write to us.</strong> Email{' '}
          <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> or call {CONTACT.phone}. We
          acknowledge within one working day and aim to resolve within seven.
        </li>
        <li>
          <strong>Escalate to our grievance officer.</strong> If you are not satisfied, write to the{' '}
          {CONTACT.grievanceOfficer} at{' '}
          <a href={`mailto:${CONTACT.grievanceEmail}`}>{CONTACT.grievanceEmail}</a>, quoting your
          first complaint. The officer replies within 15 days.
        </li>
        <li>
          <strong>Go to the fund house or AMFI.</strong> For a scheme-related issue you can also
          contact the investor service desk of the fund house concerned, or write to AMFI about the
          conduct of a distributor.
        </li>
        <li>
          <strong>Go to SEBI.</strong> If the complaint is still unresolved after 30 days, you can
          lodge it on SEBI&rsquo;s SCORES portal, and after that use the Online Dispute Resolution
          (ODR) portal for conciliation or arbitration.
        </li>
      </ol>
      <p className={styles.note}>
        We never ask for your OTP, PIN or password over the phone, and we never ask you to pay money
        into a ZF bank account. If someone does, please report it to us.
      </p>
    </ContentPage>
  );
}
