// The content API (and with it the HTTP client, axios) loads with a page's first view, like or comment request,
// after the page is on screen; it is not part of the article and video pages' own scripts.
export const loadContentApi = () => import('@/services/content.api');
