import type * as RichText from './sanitize-html.ts';

/**
 * sanitize-html (with htmlparser2 and PostCSS, about 2 MB of heap) is loaded when staff first
 * save rich text, not at start (docs/decisions/139-lazy-libraries.md). Callers take the module's
 * functions from here: `const { sanitizeRichText } = await loadRichText();`.
 */
let loaded: Promise<typeof RichText> | undefined;

export function loadRichText(): Promise<typeof RichText> {
  loaded ??= import('./sanitize-html.ts').catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}
