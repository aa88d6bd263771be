/**
 * Cache policies that routes state in their `headers` export. Public pages may be kept by a CDN
 * for a few minutes and served stale while it refreshes; personal pages never.
 */
export const publicPage = {
  'Cache-Control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
};
/**
 * Shop pages carry prices and stock: a CDN may keep them 2 s at most, no longer than the fleet
 * takes to drop a staff change (decision 102), since no purge reaches a CDN.
 */
export const shopPage = { 'Cache-Control': 'public, max-age=0, s-maxage=2' };
export const privatePage = { 'Cache-Control': 'private, no-store' };
export const notFoundPage = { 'Cache-Control': 'public, max-age=60' };

/**
 * A page's own policy, or its action's when a form was posted to it: a form's answer is personal
 * and never kept (docs/decisions/127-visitor-forms-as-route-actions.md).
 */
export const pageOrActionHeaders =
  (policy: Record<string, string> | Headers) =>
  ({ actionHeaders }: { actionHeaders: Headers }) =>
    actionHeaders.has('cache-control') ? actionHeaders : policy;
