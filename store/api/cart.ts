// Carts in the browser: the open carts of an investor (tagged Cart per investor) and every change to them as a
// mutation that refreshes them. The cart slice follows these results through store/api/matchers.ts (see
// CART_ENDPOINTS). Both the python and the node cart calls live on nodeApi: tags only reach within one api, and
// an order placed there must refresh the cart badge. Components import this module statically.
import type { CancelledSip } from '@/services/cart.api';
import type * as CartCalls from '@/services/cart.api';
import type {
  CartRef,
  CollectionItemChange,
  SentCartLink,
  SharedCart,
  SipDetail,
  StepUpChoice,
  StepUpRecommendation,
} from '@/services/cart.api';
import type { CartType } from '@/utils/cart';
import type { AddToCartBody, AddToCartResult, AllCartsData, CartGroupView } from '@/utils/orders/wire';
import { nodeApi } from './nodeApi';
import type { ServiceCall } from './serviceQuery';

const call =
  (run: (calls: typeof CartCalls, signal: AbortSignal) => Promise<unknown>): ServiceCall =>
  async (signal) =>
    run(await import('@/services/cart.api'), signal);

export const cartTag = (userId: string) => [{ type: 'Cart' as const, id: userId }];
const onSuccess = <T>(tags: T[]) => (_a: unknown, error: unknown) => (error ? [] : tags);
type UserBody = { user_id: string };

/** The endpoints the cart slice listens to (it cannot import this module: the api loads on demand). */
export const CART_ENDPOINTS = {
  fetched: 'getAllCarts',
  added: 'addToCart',
  removed: 'deleteCartItem',
  cleared: 'deleteCartsByCartType',
  collectionChanged: ['updateCollection', 'bulkAddStepUp', 'addStepUpToWholeCart'],
} as const;

export interface AllCartsArgs {
  userId: string;
  /** The advisor acting for the investor, or null for the investor's own carts. */
  expertId: string | null;
}

export const cartApi = nodeApi.injectEndpoints({
  endpoints: (build) => ({
    getAllCarts: build.query<AllCartsData, AllCartsArgs>({
      query: ({ userId, expertId }) => call((c, signal) => c.getAllCarts(userId, expertId, signal)),
      providesTags: (_a, _e, { userId }) => cartTag(userId),
    }),
    addToCart: build.mutation<AddToCartResult, AddToCartBody>({
      query: (body) => call((c) => c.addToCart(body)),
      invalidatesTags: (a, e, { user_id }) => onSuccess(cartTag(user_id))(a, e),
    }),
    isNewCollection: build.query<boolean, string>({
      query: (collectionId) => call((c, signal) => c.isNewCollection(collectionId, signal)),
      providesTags: () => [{ type: 'Cart', id: 'COLLECTIONS' }],
    }),
    updateCollection: build.mutation<
      AllCartsData,
      { collectionId: string; user_id: string; items: CollectionItemChange[]; remove_item_ids?: string[] }
    >({
      query: ({ collectionId, ...body }) => call((c) => c.updateCollection(collectionId, body)),
      invalidatesTags: (a, e, { user_id }) => onSuccess(cartTag(user_id))(a, e),
    }),
    cartLink: build.mutation<{ link: string }, UserBody & CartRef>({
      query: (body) => call((c) => c.cartLink(body)),
    }),
    getStepUpRecommendations: build.query<{ recommendations: StepUpRecommendation[] }, UserBody & { collection_id: string }>({
      query: (body) => call((c) => c.getStepUpRecommendations(body)),
      providesTags: (_a, _e, { user_id }) => cartTag(user_id),
    }),
    bulkAddStepUp: build.mutation<AllCartsData, UserBody & { items: ({ item_id: string } & StepUpChoice)[] }>({
      query: (body) => call((c) => c.bulkAddStepUp(body)),
      invalidatesTags: (a, e, { user_id }) => onSuccess(cartTag(user_id))(a, e),
    }),
    addStepUpToWholeCart: build.mutation<AllCartsData, UserBody & { collection_id: string } & StepUpChoice>({
      query: (body) => call((c) => c.addStepUpToWholeCart(body)),
      invalidatesTags: (a, e, { user_id }) => onSuccess(cartTag(user_id))(a, e),
    }),
    deleteCartsByCartType: build.mutation<{ deleted: number }, UserBody & { cart_type: CartType }>({
      query: (body) => call((c) => c.deleteCartsByCartType(body)),
      invalidatesTags: (a, e, { user_id }) => onSuccess(cartTag(user_id))(a, e),
    }),
    getCartByType: build.query<CartGroupView | null, UserBody & { cart_type: CartType }>({
      query: (body) => call((c) => c.getCartByType(body)),
      providesTags: (_a, _e, { user_id }) => cartTag(user_id),
    }),
    deleteCartItem: build.mutation<{ deleted: true; cart_removed: boolean }, UserBody & { item_id: string }>({
      query: (body) => call((c) => c.deleteCartItem(body)),
      invalidatesTags: (a, e, { user_id }) => onSuccess(cartTag(user_id))(a, e),
    }),
    generateCartLink: build.mutation<SentCartLink, UserBody & CartRef>({
      query: (body) => call((c) => c.generateCartLink(body)),
      // The cart is now link_sent: the advisor's view of it changes.
      invalidatesTags: (a, e, { user_id }) => onSuccess(cartTag(user_id))(a, e),
    }),
    getSharedCart: build.query<SharedCart, string>({
      query: (token) => call((c, signal) => c.getSharedCart(token, signal)),
      providesTags: () => [{ type: 'Cart', id: 'SHARED' }],
    }),
    cancelPendingSip: build.mutation<CancelledSip, UserBody & { sip_id: string }>({
      query: (body) => call((c) => c.cancelPendingSip(body)),
      invalidatesTags: (a, e, { user_id }) =>
        onSuccess([{ type: 'Portfolio' as const, id: user_id }, { type: 'Order' as const, id: user_id }])(a, e),
    }),
    getSipDetail: build.query<SipDetail, UserBody & { sip_id: string }>({
      query: (body) => call((c) => c.getSipDetail(body)),
      providesTags: (_a, _e, { user_id }) => [{ type: 'Order', id: user_id }],
    }),
  }),
});

export const {
  useGetAllCartsQuery,
  useAddToCartMutation,
  useIsNewCollectionQuery,
  useUpdateCollectionMutation,
  useCartLinkMutation,
  useGetStepUpRecommendationsQuery,
  useBulkAddStepUpMutation,
  useAddStepUpToWholeCartMutation,
  useDeleteCartsByCartTypeMutation,
  useGetCartByTypeQuery,
  useDeleteCartItemMutation,
  useGenerateCartLinkMutation,
  useGetSharedCartQuery,
  useCancelPendingSipMutation,
  useGetSipDetailQuery,
} = cartApi;
