import styles from './Home.module.scss';

const STEPS = [
  {
    title: 'Log in with your mobile number',
    text: 'No password to remember: we send a one-time password by SMS each time you log in.',
  },
  {
    title: 'Finish KYC once',
    text: 'Enter your PAN and personal details, upload documents or fetch them from DigiLocker, and e-sign. SEBI requires this before your first investment.',
  },
  {
    title: 'Choose funds with your ZF expert',
    text: 'Start a SIP or invest a lumpsum. Payments go through the exchange to the fund house; ZF never holds your money.',
  },
  {
    title: 'Track everything in one portfolio',
    text: 'See current value, cost and gain for every folio, including investments you made elsewhere.',
  },
];

export default function HowItWorks() {
  return (
    <section className={styles.section} aria-labelledby="how-title">
      <div className={styles.inner}>
        <h2 id="how-title">How it works for investors</h2>
        <ol className={styles.steps}>
          {STEPS.map((s) => (
            <li key={s.title}>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
