import styles from './Home.module.scss';

export const FAQ = [
  {
    q: 'Is ZF a mutual fund company?',
    a: 'No. ZF is a distributor registered with AMFI. The schemes are run by SEBI-registered fund houses (AMCs); we help you choose and invest in them.',
  },
  {
    q: 'Do I pay ZF a fee?',
    a: 'No separate fee. The fund house pays us a trail commission out of the scheme’s expense ratio, which is the same for every investor in a regular plan and is shown in the scheme documents.',
  },
  {
    q: 'What do I need to start?',
    a: 'A mobile number, your PAN, an address proof, a bank account in your name and a few minutes for KYC. If your KYC is already registered with a KRA, you can skip most of it.',
  },
  {
    q: 'What is an ARN and why does it matter?',
    a: 'The AMFI Registration Number shows that a distributor has passed the NISM certification exam and is registered to sell mutual funds. Check it on any order you place: ours is in the footer of every page.',
  },
  {
    q: 'Can I stop or change a SIP?',
    a: 'Yes. You can pause, stop or add a yearly step-up to a SIP at any time. A stop takes effect from the next instalment the fund house has not yet processed.',
  },
  {
    q: 'How do I raise a complaint?',
    a: 'Write to our grievance officer (details on the Contact page). If you are not satisfied with the reply within 30 days, you can escalate to the fund house, to AMFI, or to SEBI through SCORES.',
  },
] as const;

/** Native <details> elements: keyboard and screen-reader support without script. */
export default function Faq() {
  return (
    <section className={styles.section} aria-labelledby="faq-title">
      <div className={styles.inner}>
        <h2 id="faq-title">Frequently asked questions</h2>
        <div className={styles.faq}>
          {FAQ.map((item) => (
            <details key={item.q}>
              <summary>{item.q}</summary>
              <p>{item.a}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
