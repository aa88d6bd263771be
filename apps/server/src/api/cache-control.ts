/** Cache policy of public, cacheable API answers: a CDN may keep them for five minutes. */
export const publicApiCache = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';
