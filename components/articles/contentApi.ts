// The content endpoints of the data layer (and with them RTK Query and the HTTP client, axios) load with a page's
// first view, like or comment request, after the page is on screen; they are not part of the article and video
// pages' own scripts. Requests go through the store (dispatch(endpoint.initiate(...))) like any other.
export const loadContentApi = () => import('@/store/api/content').then((m) => m.contentApi.endpoints);
