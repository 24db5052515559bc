import { lazy, Suspense } from 'react';

// React.lazy: the cart's data layer loads only in a logged-in browser, never for visitors or in server HTML.
const CartSync = lazy(() => import('./CartSync'));

export default function LazyCartSync() {
  return (
    <Suspense fallback={null}>
      <CartSync />
    </Suspense>
  );
}
