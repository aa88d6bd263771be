// The html domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export { richTextToPlain, sanitizeRichText } from './sanitize-html.ts';
