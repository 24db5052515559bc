import Head from 'next/head';
import Employees from './Employees';
import PayoutBank from './PayoutBank';
import styles from './AdvisorProfile.module.scss';

/** `/my-account`: the advisor's payout bank account and their employees' EUINs. */
export default function MyAccountScreen() {
  return (
    <div className={styles.page}>
      <Head>
        <title>My account | ZF</title>
      </Head>
      <h1 className={styles.heading}>My account</h1>
      <PayoutBank />
      <Employees />
    </div>
  );
}
