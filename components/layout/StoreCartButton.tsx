import { withStore } from '@/components/app/StoreProvider';
import { selectActiveCart } from '@/store/cartSlice';
import { useAppSelector } from '@/store/hooks';
import CartButton from './CartButton';

/** The public header's cart badge for a logged-in investor: the active cart of the cart slice (it brings the store). */
function StoreCartButton() {
  return <CartButton cart={useAppSelector(selectActiveCart)} />;
}

export default withStore(StoreCartButton);
