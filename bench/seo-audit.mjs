#!/usr/bin/env node
// SEO audit of the public pages as served: every page the sitemap lists (all static and content pages, a sample
// of fund pages) must answer 200 with a title, a meta description, a canonical URL, og:title, og:description,
// og:url and og:type, no noindex, and exactly one h1; titles, descriptions and canonicals must be unique.
// Usage: BASE_URL=http://localhost:3400 node bench/seo-audit.mjs   (FUND_SAMPLE, default 20). Exit 1 on gaps.
const base = (process.env.BASE_URL || 'http://localhost:3000').replace(/\/+$/, '');
const FUND_SAMPLE = Number(process.env.FUND_SAMPLE) || 20;

const decode = (s) => s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;|&apos;/g, "'");
const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]));
const pathOf = (url) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

function attr(html, re) {
  const m = html.match(re);
  return m ? decode(m[1]) : null;
}

function inspect(html) {
  const head = html.split('</head>')[0];
  const meta = (key, name) => attr(head, new RegExp(`<meta[^>]*${key}="${name}"[^>]*content="([^"]*)"`)) ?? attr(head, new RegExp(`<meta[^>]*content="([^"]*)"[^>]*${key}="${name}"`));
  return {
    title: attr(head, /<title[^>]*>([^<]*)<\/title>/),
    description: meta('name', 'description'),
    canonical: attr(head, /<link[^>]*rel="canonical"[^>]*href="([^"]*)"/),
    'og:title': meta('property', 'og:title'),
    'og:description': meta('property', 'og:description'),
    'og:url': meta('property', 'og:url'),
    'og:type': meta('property', 'og:type'),
    robots: meta('name', 'robots'),
    h1: (html.match(/<h1[\s>]/g) ?? []).length,
  };
}

async function main() {
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [];
  for (const child of locs(index)) {
    const list = locs(await (await fetch(base + pathOf(child))).text()).map(pathOf);
    paths.push(...(child.includes('/funds-') ? list.filter((_, i) => i % Math.ceil(list.length / FUND_SAMPLE) === 0) : list));
  }
  const gaps = [];
  const seen = { title: new Map(), description: new Map(), canonical: new Map() };
  for (const p of paths) {
    const res = await fetch(base + p, { redirect: 'manual' });
    if (res.status !== 200) {
      gaps.push(`${p}: status ${res.status}`);
      continue;
    }
    const h = inspect(await res.text());
    for (const key of ['title', 'description', 'canonical', 'og:title', 'og:description', 'og:url', 'og:type']) if (!h[key]) gaps.push(`${p}: no ${key}`);
    if (h.robots && /noindex/.test(h.robots)) gaps.push(`${p}: noindex`);
    if (h.h1 !== 1) gaps.push(`${p}: ${h.h1} h1 elements`);
    if (h.canonical && pathOf(h.canonical) !== p) gaps.push(`${p}: canonical is ${pathOf(h.canonical)} (the sitemap should list the canonical URL)`);
    for (const key of Object.keys(seen)) {
      if (!h[key]) continue;
      const other = seen[key].get(h[key]);
      if (other) gaps.push(`${p}: same ${key} as ${other}`);
      else seen[key].set(h[key], p);
    }
  }
  console.log(`${paths.length} pages checked at ${base}`);
  for (const g of gaps) console.log(`  ${g}`);
  console.log(gaps.length ? `${gaps.length} gaps` : 'no gaps');
  return gaps.length === 0;
}

main().then(
  (ok) => (process.exitCode = ok ? 0 : 1),
  (error) => {
    console.error(`audit failed: ${error.message}`);
    process.exitCode = 1;
  },
);
