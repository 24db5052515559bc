/** Shared caches may keep a directory or expert page 5 minutes and serve it stale for a day while they refresh it. */
export const EXPERT_PAGE_CACHE_CONTROL = 'public, s-maxage=300, stale-while-revalidate=86400';
