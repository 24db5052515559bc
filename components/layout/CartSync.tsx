import { withStore } from '@/components/app/StoreProvider';
import { useCartOwner } from '@/components/shared/cart/useCartOwner';
import { useGetAllCartsQuery } from '@/store/api/cart';

/**
 * Keeps the cart badge current: reads the open carts of whoever the cart belongs to (the investor, or the
 * advisor's chosen client); the cart slice follows the answer, and any order or cart change refetches it through
 * the Cart tag. Loaded lazily by the headers once someone is logged in, so visitors never load the data layer.
 */
function CartSync() {
  const { userId, expertId } = useCartOwner();
  useGetAllCartsQuery({ userId: userId ?? '', expertId }, { skip: !userId });
  return null;
}

export default withStore(CartSync);
