import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-html.ts';

/** Classic XSS payloads (OWASP filter-evasion cheat sheet and friends). */
const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/">protocol relative</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<body onload=alert(1)>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<p onmouseover="alert(1)">hover</p>',
  '<strong onclick=alert(1)>bold</strong>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="https://ok.example" onclick="alert(1)" target="_blank">ok</a>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<template><script>alert(1)</script></template>',
  '<isindex type=image src=1 onerror=alert(1)>',
];

/** Anything a browser could run: script-capable tags, event handlers, script or data URLs. */
function executableParts(html: string): string[] {
  const found: string[] = [];
  const tags = html.match(/<\s*\/?\s*([a-z][a-z0-9-]*)/gi) ?? [];
  const allowed = /^<\s*\/?\s*(p|br|strong|b|em|i|u|ul|ol|li|a|h3|h4|blockquote)$/i;
  for (const tag of tags) if (!allowed.test(tag)) found.push(tag);
  for (const attr of html.match(/<[^>]*\s(on\w+|style|src|srcdoc|action|formaction)\s*=/gi) ?? []) {
    found.push(attr);
  }
  for (const match of html.matchAll(/href\s*=\s*"([^"]*)"/gi)) {
    const decoded = match[1]!
      .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/&colon;/gi, ':')
      // eslint-disable-next-line no-control-regex -- browsers ignore these inside a URL scheme
      .replace(/[\s\u0000-\u001f]/g, '');
    if (!/^(https?:|mailto:|tel:)/i.test(decoded)) found.push(`href=${match[1]}`);
  }
  return found;
}

describe('sanitizeRichText against XSS', () => {
  it('has a payload list worth the name', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(20);
  });

  it.each(payloads)('leaves nothing executable of %s', (payload) => {
    const clean = sanitizeRichText(payload);
    expect(executableParts(clean), clean).toEqual([]);
    // Sanitising is stable: what is stored does not change when it is saved again.
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it('keeps the formatting staff use', () => {
    const html =
      '<p>Um <strong>tinto</strong> <em>intenso</em></p><ul><li>Touriga</li></ul>' +
      '<a href="https://example.com" target="_blank">site</a>';
    const clean = sanitizeRichText(html);
    expect(clean).toContain('<strong>tinto</strong>');
    expect(clean).toContain('<li>Touriga</li>');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(executableParts(clean)).toEqual([]);
  });

  it('the checker itself catches what it must', () => {
    expect(executableParts('<img src=x onerror=alert(1)>')).not.toEqual([]);
    expect(executableParts('<a href="&#106;avascript:alert(1)">x</a>')).not.toEqual([]);
    expect(executableParts('<p onclick="x()">a</p>')).not.toEqual([]);
  });
});
