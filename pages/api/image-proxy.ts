// The spec's image capture path: GET /api/image-proxy?url=… fetches an image from one of our own image hosts
// (IMAGE_PROXY_HOSTS, default the site's host and its images. subdomain) and refuses everything else with a reason
// (utils/imageProxy explains each rule).
import { createImageProxyHandler } from '@/utils/imageProxy/handler';
import { allowedHosts } from '@/utils/imageProxy/url';

const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');

export default createImageProxyHandler({
  policy: { hosts: allowedHosts(process.env.IMAGE_PROXY_HOSTS, siteUrl), siteOrigin: new URL(siteUrl).origin },
});

// Next must not parse a body (there is none) nor warn about the answer being sent by the handler itself.
export const config = { api: { bodyParser: false } };
