// The learning service: mock tests.
import { serviceApi } from './serviceApi';

export const lmsApi = serviceApi('lmsApi', ['MockTest']);
