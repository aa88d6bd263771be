// The html domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
// sanitize-html itself is loaded on first use through loadRichText (docs/decisions/139-lazy-libraries.md).
export { loadRichText } from './rich-text.ts';
