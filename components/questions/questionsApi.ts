// The question endpoints of the data layer (with RTK Query and the HTTP client) load with a question page's first
// request (its view), after the page is on screen, not with the page's own scripts.
export const loadQuestionsApi = () => import('@/store/api/questions').then((m) => m.questionsApi.endpoints);
