import FolioOrders from '@/components/orders/FolioOrders';
import SipActions from '@/components/orders/SipActions';
import FolioDetails from '@/components/portfolio/FolioDetails';

export default function Page() {
  return (
    <FolioDetails
      orderActions={(detail, userId) => <FolioOrders detail={detail} userId={userId} />}
      sipActions={(sip, detail, userId) => (
        <SipActions sip={sip} userId={userId} schemeName={detail.scheme.scheme_name} />
      )}
    />
  );
}
