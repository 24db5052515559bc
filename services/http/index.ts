// The app's backend clients, one per service, plus the KYC variants.
// On the server these call BACKEND_URL directly and carry no browser session.
import { createServiceClient } from './client';

export const nodeClient = createServiceClient('node');
export const pyClient = createServiceClient('py');
export const analyticsClient = createServiceClient('analytics');
export const searchClient = createServiceClient('search');
export const cartClient = createServiceClient('cart');
export const marketClient = createServiceClient('market');
export const lmsClient = createServiceClient('lms');
export const kycNodeClient = createServiceClient('node', { kyc: true });
export const kycPyClient = createServiceClient('py', { kyc: true });

export { createServiceClient, AUTH_RETRY_LIMIT, type ServiceClientOptions } from './client';
export { configureHttp, resetHttpConfig, type HttpCallbacks } from './callbacks';
export { DEFAULT_ERROR_MESSAGE, errorMessage, statusOf } from './errors';
export { withRetry, isTransientError, QUERY_RETRIES } from './retry';
export { CSRF_COOKIE, CSRF_HEADER } from './csrf';
export { APP_VERSION } from './headers';
export { resolveBaseUrl, SERVICE_PREFIX, type ServiceName } from './config';
