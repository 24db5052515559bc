import styles from './KycStep.module.scss';

/**
 * The PAN and KRA checks of this installation are sandboxes (docs/KYC.md "Providers"): say so, and give the PANs
 * that make them answer each way. The 4 digits decide; the 4th letter P marks an individual's PAN.
 */
export default function SandboxNote() {
  return (
    <aside className={styles.sandbox} aria-labelledby="kyc-sandbox">
      <h2 id="kyc-sandbox">Sandbox: test PANs</h2>
      <p>
        The PAN and KRA checks here are test services, not the Income Tax Department or a real KRA.
        Any PAN in the right format works; its four digits choose the answer:
      </p>
      <ul>
        <li>
          <code>ABCPE0000F</code> invalid, <code>ABCPE9999F</code> deactivated,{' '}
          <code>ABCPE8888F</code> name mismatch
        </li>
        <li>
          <code>ABCPE1111F</code> KRA registered, <code>ABCPE2222F</code> on hold,{' '}
          <code>ABCPE3333F</code> rejected, <code>ABCPE4444F</code> validated
        </li>
        <li>
          any other digits, such as <code>ABCPE1234F</code>: a valid PAN the KRA does not know yet
        </li>
      </ul>
    </aside>
  );
}
