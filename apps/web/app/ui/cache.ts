/**
 * Cache policies that routes state in their `headers` export. Public pages may be kept by a CDN
 * for a few minutes and served stale while it refreshes; personal pages never.
 */
export const publicPage = {
  'Cache-Control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
};
export const privatePage = { 'Cache-Control': 'private, no-store' };
export const notFoundPage = { 'Cache-Control': 'public, max-age=60' };
