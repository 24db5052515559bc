// The search service.
import { serviceApi } from './serviceApi';

export const searchApi = serviceApi('searchApi', ['Search']);
