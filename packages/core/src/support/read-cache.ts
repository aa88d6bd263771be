/**
 * A small in-process cache of read results. Content changes rarely and is read on every page
 * render, so each key is loaded once per `ttlMs`. The promise itself is cached, so concurrent
 * renders share one query. Values are frozen: one object is shared by every caller, and a caller
 * mutating it (an in-place sort, say) would otherwise change what the next visitor sees.
 */
export function createReadCache(ttlMs: number) {
  const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load().then(deepFreeze);
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
      const value = load().then(deepFreeze);
      entries.set(key, { expiresAt: now + ttlMs, value });
      // A failed read (the database restarting) must not be served until the entry expires.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },

    clear() {
      entries.clear();
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
