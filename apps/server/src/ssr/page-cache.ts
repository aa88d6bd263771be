import { LRUCache } from 'lru-cache';
import { matchPage, type PageKey } from '@mdc/shared';

/**
 * Rendered HTML of the public marketing and wine pages, kept in this process (decision 080).
 *
 * A page is stored as a template: the HTML split at every occurrence of the CSP nonces it was
 * rendered with, so each response gets the nonces helmet made for it (and put in its CSP header)
 * instead of the first visitor's. Entries live `ttlMs` at most, so another instance's staff save
 * reaches this one within that time; `clear()` (called from services.invalidateCaches, which
 * every staff save on this instance goes through) drops them at once. Memory is bounded by a
 * byte budget and an entry count, least recently used first out (the lru-cache package).
 */

/**
 * The shop's list and product pages show price, stock and sold-out states: kept `stockTtlMs`
 * at most and dropped at once when an order takes or returns stock on this instance or any other
 * (`clearStock`, services.onStockChanged; decision 112). Cart, checkout, profile and login are
 * never cached.
 */
export const stockPages: ReadonlySet<PageKey> = new Set<PageKey>(['shop', 'shopProduct']);

/** Pages that show no personal data (the shop's list and product pages: see `stockPages`). */
export const cachedPages: ReadonlySet<PageKey> = new Set<PageKey>([
  ...stockPages,
  'home',
  'about',
  'grapes',
  'wineTourism',
  'region',
  'house',
  'legal',
  'wineList',
  'wine',
]);

export type NonceSlot = 'script' | 'style';

export interface CachedPage {
  status: number;
  headers: [string, string][];
  /**
   * The HTML between nonces, UTF-8 encoded once when stored: a hit copies bytes instead of
   * building and encoding a 50 kB string (about a tenth of the time per hit, decision 112).
   * parts.length === slots.length + 1.
   */
  parts: Buffer[];
  slots: NonceSlot[];
  bytes: number;
  expiresAt: number;
}

export interface PageCacheOptions {
  ttlMs: number;
  /** For `stockPages`: no longer than the fleet takes to hear of a change (decision 102). */
  stockTtlMs?: number;
  /** Sum of the stored HTML's bytes (UTF-8) and keys' lengths. */
  maxBytes: number;
  maxEntries: number;
  now?: () => number;
}

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  // lru-cache keeps the byte budget and the entry count, the length of the stored HTML being each
  // entry's size; the time to live is checked here, on the clock of `now`.
  const entries = new LRUCache<string, CachedPage>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    // One page may take at most a quarter of the budget, so a freak page cannot flush the rest.
    maxEntrySize: options.maxBytes / 4,
    sizeCalculation: (page) => page.bytes,
  });
  // Bumped by clear(): a render that started before a staff save must not store what it read.
  let generation = 0;
  // Lookups answered from the cache and those that had to render, since the process started
  // (the metrics, decision 125).
  const lookups = { hits: 0, misses: 0 };

  return {
    lookups: lookups as Readonly<typeof lookups>,
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },

    get(key: string): CachedPage | undefined {
      const entry = entries.get(key);
      const fresh = entry !== undefined && entry.expiresAt > now();
      if (entry && !fresh) entries.delete(key);
      lookups[fresh ? 'hits' : 'misses'] += 1;
      return fresh ? entry : undefined;
    },

    /** Stores a page rendered while the cache was at `startedAt` generation; false if it was not. */
    set(key: string, page: Omit<CachedPage, 'bytes' | 'expiresAt'>, startedAt: number): boolean {
      if (startedAt !== generation) return false;
      const size = page.parts.reduce((sum, part) => sum + part.length, 0) + key.length;
      if (size > options.maxBytes / 4) return false;
      const ttl = isStockKey(key) ? (options.stockTtlMs ?? options.ttlMs) : options.ttlMs;
      entries.set(key, { ...page, bytes: size, expiresAt: now() + ttl });
      return true;
    },

    clear() {
      entries.clear();
      generation += 1;
    },

    /** Drops the shop's list and product pages (stock moved); renders under way store nothing. */
    clearStock() {
      for (const key of [...entries.keys()]) if (isStockKey(key)) entries.delete(key);
      generation += 1;
    },
  };
}

/** Keys of `stockPages` carry this mark after the bot-or-person part. */
const stockMark = '+stock';
const isStockKey = (key: string) => key.slice(0, key.indexOf(' ')).endsWith(stockMark);

const botLike = /bot|crawl|spider|slurp|lighthouse|preview|facebookexternalhit/i;

/** Whether a request may be answered from (and fill) the cache, and under which key. */
export function pageCacheKey(request: {
  method: string;
  url: string;
  host: string;
  protocol: string;
  headers: Record<string, string | string[] | undefined>;
}): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  // The pages read neither (tokens live in the browser's storage, decision 050), but a request
  // that carries them could one day get a personal answer: it is rendered, never cached.
  if (request.headers.authorization !== undefined || request.headers.cookie !== undefined) {
    return null;
  }
  const pathname = request.url.split('?')[0]!;
  let match;
  try {
    match = matchPage(pathname);
  } catch {
    return null; // a malformed %-escape
  }
  if (!match || !cachedPages.has(match.page)) return null;
  // Crawlers get the whole document at once, people a streamed shell (entry.server.tsx): both
  // are complete documents, kept apart so each kind gets its own. A rough test is enough here.
  const agent = String(request.headers['user-agent'] ?? '');
  const kind = botLike.test(agent) ? 'bot' : 'web';
  // Host and protocol are in the key so a forged Host header can only ever poison its own key.
  const mark = stockPages.has(match.page) ? stockMark : '';
  return `${kind}${mark} ${request.protocol}://${request.host}${request.url}`;
}

/** Splits rendered HTML at every occurrence of the nonces it was rendered with. */
export function toTemplate(
  html: string,
  nonces: Record<NonceSlot, string>,
): { parts: Buffer[]; slots: NonceSlot[] } {
  const bySlot = new Map<string, NonceSlot>([
    [nonces.script, 'script'],
    [nonces.style, 'style'],
  ]);
  const escaped = [...bySlot.keys()]
    .filter((nonce) => nonce.length >= 16)
    .map((nonce) => nonce.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (escaped.length === 0) return { parts: [Buffer.from(html)], slots: [] };
  const pieces = html.split(new RegExp(`(${escaped.join('|')})`));
  const parts: Buffer[] = [];
  const slots: NonceSlot[] = [];
  pieces.forEach((piece, i) => {
    if (i % 2 === 0) parts.push(Buffer.from(piece));
    else slots.push(bySlot.get(piece)!);
  });
  return { parts, slots };
}

/** The stored HTML with this response's nonces, as the bytes to send. */
export function fromTemplate(page: CachedPage, nonces: Record<NonceSlot, string>): Buffer {
  const nonceBytes = { script: Buffer.from(nonces.script), style: Buffer.from(nonces.style) };
  const chunks: Buffer[] = [page.parts[0]!];
  for (let i = 0; i < page.slots.length; i++) {
    chunks.push(nonceBytes[page.slots[i]!], page.parts[i + 1]!);
  }
  return Buffer.concat(chunks);
}

/** Response headers that are stored and replayed (the rest are per response or recomputed). */
const perResponse = new Set(['set-cookie', 'content-length', 'date', 'transfer-encoding']);

/**
 * Whether a rendered response may be stored: a 200 HTML page its route marks public, no cookie,
 * no Vary beyond Accept-Encoding (the key does not vary on anything else).
 */
export function storableHeaders(response: Response): [string, string][] | null {
  if (response.status !== 200) return null;
  const headers = response.headers;
  if (!headers.get('content-type')?.startsWith('text/html')) return null;
  const cacheControl = headers.get('cache-control') ?? '';
  if (!/\bpublic\b/.test(cacheControl) || /\b(private|no-store|no-cache)\b/.test(cacheControl)) {
    return null;
  }
  if (headers.getSetCookie().length > 0) return null;
  const vary = (headers.get('vary') ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((v) => v !== 'accept-encoding')) return null;
  const kept: [string, string][] = [];
  headers.forEach((value, name) => {
    if (!perResponse.has(name)) kept.push([name, value]);
  });
  return kept;
}

/**
 * Ten seconds for the marketing and wine pages (a wine's sold-out state is never older than
 * that); two for the shop's, which orders also clear at once. 16 MB holds about 400 pages of
 * 40 kB, every page of the site in every language, and bounds what bots asking for endless
 * query strings can make an instance keep (docs/decisions/126-bounded-memory.md).
 */
export const pageCacheDefaults: PageCacheOptions = {
  ttlMs: 10_000,
  stockTtlMs: 2_000,
  maxBytes: 16 * 1024 * 1024,
  maxEntries: 2_000,
};

/**
 * The server's page cache, cleared whenever the services' read caches are; its shop pages also
 * whenever stock moves.
 */
export function pageCache(
  services: {
    onInvalidateCaches(listener: () => void): void;
    onStockChanged(listener: () => void): void;
  },
  options: Partial<PageCacheOptions> = {},
): PageCache {
  const cache = createPageCache({ ...pageCacheDefaults, ...options });
  services.onInvalidateCaches(() => cache.clear());
  services.onStockChanged(() => cache.clearStock());
  return cache;
}
