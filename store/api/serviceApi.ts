import { createApi } from '@reduxjs/toolkit/query/react';
import { injectApi } from '../root';
import { serviceQuery } from './serviceQuery';

/**
 * The browser's api for one backend service: the cache, loading and error state of its calls, tagged per entity.
 * Features add their endpoints with injectEndpoints; the api joins the store when its module first loads.
 */
export function serviceApi<Path extends string, Tag extends string>(reducerPath: Path, tagTypes: readonly Tag[]) {
  const api = createApi({ reducerPath, baseQuery: serviceQuery, tagTypes, endpoints: () => ({}) });
  injectApi(api);
  return api;
}
