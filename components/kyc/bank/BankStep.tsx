import KycStepPage from '../KycStepPage';
import BankContent from './BankContent';
import BankSandboxNote from './BankSandboxNote';

const INTRO = 'The account your investments are paid from and redemptions are paid into, verified with your bank.';

/**
 * /kyc/bank_details: step 5, the last one; its "Submit KYC" sends the KYC to the KRA. The page stays open after
 * KYC (allowDone): accounts are added and the primary one changed later too, and a just-submitted KYC must not be
 * sent off to the fund list while the page is on its way to the dashboard.
 */
export default function BankStep() {
  return (
    <KycStepPage step="bank_details" title="Bank account" intro={INTRO} allowDone>
      {({ userId, record, subject }) => (
        <>
          <BankContent userId={userId} kycStatus={record?.kyc_status} forClient={subject.role === 'expert'} />
          <BankSandboxNote />
        </>
      )}
    </KycStepPage>
  );
}
