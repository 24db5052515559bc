// Which backend services exist and where each one lives (DESIGN "Contracts").

export type ServiceName = 'node' | 'py' | 'analytics' | 'search' | 'cart' | 'market' | 'lms';

/** Path prefix of each service on the backend; the cart service is served by the python API. */
export const SERVICE_PREFIX: Record<ServiceName, string> = {
  node: 'node',
  py: 'py',
  analytics: 'analytics',
  search: 'search',
  cart: 'py',
  market: 'market',
  lms: 'lms',
};

export const DEFAULT_BACKEND_URL = 'http://127.0.0.1:4000';

export interface ServiceEnv {
  /** NEXT_PUBLIC_<SERVICE>_API_URL */
  url?: string;
  /** NEXT_PUBLIC_<SERVICE>_STAGING: 'true' adds the /staging path prefix */
  staging?: string;
  /** NEXT_PUBLIC_<SERVICE>_API_KEY: sent as x-api-key */
  apiKey?: string;
}

// Next.js inlines NEXT_PUBLIC_* into browser code only where `process.env.NAME` is written out in full (the
// webpack build has no `process` object in the browser at all), so every variable is spelled literally here.
export function readServiceEnv(service: ServiceName): ServiceEnv {
  switch (service) {
    case 'node':
      return {
        url: process.env.NEXT_PUBLIC_NODE_API_URL,
        staging: process.env.NEXT_PUBLIC_NODE_STAGING,
        apiKey: process.env.NEXT_PUBLIC_NODE_API_KEY,
      };
    case 'py':
      return {
        url: process.env.NEXT_PUBLIC_PY_API_URL,
        staging: process.env.NEXT_PUBLIC_PY_STAGING,
        apiKey: process.env.NEXT_PUBLIC_PY_API_KEY,
      };
    case 'analytics':
      return {
        url: process.env.NEXT_PUBLIC_ANALYTICS_API_URL,
        staging: process.env.NEXT_PUBLIC_ANALYTICS_STAGING,
        apiKey: process.env.NEXT_PUBLIC_ANALYTICS_API_KEY,
      };
    case 'search':
      return {
        url: process.env.NEXT_PUBLIC_SEARCH_API_URL,
        staging: process.env.NEXT_PUBLIC_SEARCH_STAGING,
        apiKey: process.env.NEXT_PUBLIC_SEARCH_API_KEY,
      };
    case 'cart':
      return {
        url: process.env.NEXT_PUBLIC_CART_API_URL,
        staging: process.env.NEXT_PUBLIC_CART_STAGING,
        apiKey: process.env.NEXT_PUBLIC_CART_API_KEY,
      };
    case 'market':
      return {
        url: process.env.NEXT_PUBLIC_MARKET_API_URL,
        staging: process.env.NEXT_PUBLIC_MARKET_STAGING,
        apiKey: process.env.NEXT_PUBLIC_MARKET_API_KEY,
      };
    case 'lms':
      return {
        url: process.env.NEXT_PUBLIC_LMS_API_URL,
        staging: process.env.NEXT_PUBLIC_LMS_STAGING,
        apiKey: process.env.NEXT_PUBLIC_LMS_API_KEY,
      };
  }
}

export interface BaseUrlInput {
  service: ServiceName;
  env: ServiceEnv;
  /** True while rendering on the server, where relative URLs cannot be fetched. */
  onServer: boolean;
  backendUrl?: string;
  /** Overrides the env flag. */
  staging?: boolean;
}

const isAbsolute = (url: string) => /^https?:\/\//i.test(url);
const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * An absolute URL from env is used everywhere. Otherwise the browser goes same-origin
 * (/api/<prefix>, forwarded by Next rewrites) and server-side rendering calls the backend directly.
 */
export function resolveBaseUrl(input: BaseUrlInput): string {
  const prefix = SERVICE_PREFIX[input.service];
  const configured = input.env.url?.trim();
  let base: string;
  if (configured && isAbsolute(configured)) base = configured;
  else if (input.onServer) base = `${input.backendUrl || DEFAULT_BACKEND_URL}/${prefix}`;
  else base = configured || `/api/${prefix}`;
  const staging = input.staging ?? input.env.staging?.trim().toLowerCase() === 'true';
  return `${trimSlash(base)}${staging ? '/staging' : ''}`;
}
