// The node service: accounts, experts, articles, videos, questions and leads; with the transaction features also
// clients, carts, orders, portfolios and KYC (their tags are here so that an order can refresh the cart and the
// portfolio by itself).
import { serviceApi } from './serviceApi';

export const nodeApi = serviceApi('nodeApi', [
  'Article',
  'Video',
  'Question',
  'User',
  'Expert',
  'Lead',
  'Client',
  'Cart',
  'Order',
  'Portfolio',
  'Kyc',
]);
