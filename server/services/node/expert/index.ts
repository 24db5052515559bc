// The expert directory of the node service: routes, and the search the user routes' pincode call reuses.
export { expertRoutes, NO_EXPERT } from './expert.routes';
export {
  searchExperts,
  getPublicExpert,
  NEARBY_RADIUS_KM,
  type PublicExpert,
  type ExpertSearchResult,
} from './expert.service';
