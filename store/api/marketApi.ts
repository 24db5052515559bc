// The market-data service: funds and their NAVs.
import { serviceApi } from './serviceApi';

export const marketApi = serviceApi('marketApi', ['Fund']);
