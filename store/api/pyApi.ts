// The python service: carts (cashier), KYC updates and e-sign, insurance. Its endpoints come with the cart and KYC
// features; the cart, kyc and portfolio slices fill themselves from their answers (see ./matchers.ts).
import { serviceApi } from './serviceApi';

export const pyApi = serviceApi('pyApi', ['Cart', 'Kyc', 'Insurance']);
