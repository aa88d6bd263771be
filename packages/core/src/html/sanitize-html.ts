import sanitize from 'sanitize-html';

/**
 * Allow-list for HTML that staff write (wine descriptions, content blocks): text formatting
 * (what the admin's rich-text editor offers), lists and links only. Everything else, including every attribute that could run script, is
 * removed before the HTML is stored.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'ul',
    'ol',
    'li',
    'a',
    'h3',
    'h4',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // Links that open a new tab must not hand the opener to the other site.
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : { ...attribs },
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitize(html, options);
}

/** The same HTML as plain text, for meta descriptions and PDFs. */
export function richTextToPlain(html: string): string {
  return sanitize(html.replace(/<\/(p|li|h3|h4)>/g, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/\s+/g, ' ')
    .trim();
}
