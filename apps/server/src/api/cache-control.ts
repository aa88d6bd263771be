/** Cache policy of public, cacheable API answers: a CDN may keep them for five minutes. */
export const publicApiCache = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';

/**
 * Answers that carry prices and stock (the shop's products): a CDN may keep them 2 s at most,
 * no longer than the fleet takes to drop a staff change (decision 102); without a purge that
 * reaches the CDN, a longer life would sell at yesterday's price.
 */
export const liveApiCache = 'public, max-age=0, s-maxage=2';
