import styles from '../KycStep.module.scss';

/** The penny drop and IFSC here are the sandbox of docs/KYC.md "Providers": the test accounts, by last four digits. */
export default function BankSandboxNote() {
  return (
    <aside className={styles.sandbox} aria-labelledby="bank-sandbox">
      <h2 id="bank-sandbox">Sandbox: test bank accounts</h2>
      <p>
        The penny drop here is a test service: no money moves. The IFSC lookup uses real bank data, so use a real IFSC
        such as <code>HDFC0000001</code>. The account number&apos;s last four digits choose the bank&apos;s answer:
      </p>
      <ul>
        <li>
          ending <code>0000</code>, such as <code>123456780000</code>: closed account, not verified
        </li>
        <li>
          ending <code>9999</code>, such as <code>123456789999</code>: the bank answers another name (name mismatch)
        </li>
        <li>
          any other, such as <code>123456781234</code>: verified in the name on your KYC
        </li>
      </ul>
    </aside>
  );
}
