import { describe, expect, it } from 'vitest';
import { composeEmail, displayNameOf, escapeHtml, withSubjectAsTitle } from './email-layout.ts';

describe('composeEmail', () => {
  it('escapes everything a visitor may have typed in the HTML, and keeps the text as typed', () => {
    const { text, html } = composeEmail({
      lang: 'pt',
      paragraphs: ['Olá <b>"Ana"</b> & Co'],
      facts: [['Nome', '<script>alert(1)</script>']],
      quote: { label: 'Mensagem:', text: "linha 1\nlinha 2 <img src=x onerror='x'>" },
      action: { label: 'Confirmar', url: 'https://x.pt/?a=1&token="x"' },
      footer: [{ text: 'Rodapé', link: { label: 'Sair', url: 'https://x.pt/u?b=<2>' } }],
    });
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain('Olá &lt;b&gt;&quot;Ana&quot;&lt;/b&gt; &amp; Co');
    expect(html).toContain('linha 1<br/>linha 2 &lt;img src=x onerror=&#x27;x&#x27;&gt;');
    expect(html).toContain('href="https://x.pt/?a=1&amp;token=&quot;x&quot;"');
    expect(html).toContain('<html dir="ltr" lang="pt">');
    expect(text).toContain('Olá <b>"Ana"</b> & Co');
    expect(text).toContain('Nome: <script>alert(1)</script>');
    expect(text).toContain('Confirmar:\nhttps://x.pt/?a=1&token="x"');
    expect(text).toContain('Sair: https://x.pt/u?b=<2>');
  });

  it('leaves out an empty quotation', () => {
    const { text } = composeEmail({
      lang: 'en',
      paragraphs: ['Hi'],
      quote: { label: 'M:', text: '' },
    });
    expect(text).toBe('Hi\n');
  });
});

describe('composeEmail sections', () => {
  const { text, html } = composeEmail({
    lang: 'en',
    logo: { url: 'https://x.pt/logo.png?a=1&b=2', alt: 'Adega <Monte>', width: 240, height: 64 },
    paragraphs: ['Hello'],
    sections: [
      {
        heading: 'Lines <1>',
        table: {
          columns: ['Wine', 'Price', 'Total'],
          struckLabel: 'before',
          rows: [
            {
              cells: ['<b>Red</b>', { value: '9 €', struck: '<12 €>' }, '9 €'],
              note: 'Save <3 €>',
            },
            { cells: ['White', '5 €', '10 €'] },
          ],
          totals: [{ label: 'Total <all>', value: '19 €', strong: true }],
        },
      },
    ],
    action: { label: 'Open', url: 'https://x.pt/o' },
    closing: ['Bye'],
    appendix: [
      {
        heading: 'Form',
        paragraphs: ['Fill <in>'],
        lines: ['— To <us>', '— Date'],
        framed: true,
        facts: [['Phone', '<1>']],
        links: [{ label: 'Terms & more', url: 'https://x.pt/t?a=1&b="2"' }],
      },
    ],
  });

  it('renders the logo, tables, lines and links escaped, in order', () => {
    expect(html).toContain('<img alt="Adega &lt;Monte&gt;" height="64"');
    expect(html).toContain('src="https://x.pt/logo.png?a=1&amp;b=2"');
    expect(html).not.toMatch(/<b>|<12|<3|<all>|<in>|<us>|<1>/);
    expect(html).toContain('<th scope="col"');
    expect(html).toContain('before <s>&lt;12 €&gt;</s>');
    expect(html).toContain('&lt;b&gt;Red&lt;/b&gt;');
    expect(html).toContain('Save &lt;3 €&gt;');
    expect(html).toContain('— To &lt;us&gt;<br/>— Date');
    expect(html).toContain('href="https://x.pt/t?a=1&amp;b=&quot;2&quot;"');
    const order = ['Lines', 'Open', 'Bye', 'Form'].map((word) => html.indexOf(word));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('writes the same as plain text: name first, headings underlined, cells labelled', () => {
    expect(text.startsWith('Adega <Monte>\n\nHello')).toBe(true);
    expect(text).toContain('Lines <1>\n---------');
    expect(text).toContain('<b>Red</b>\n  Price: 9 € (before <12 €>) · Total: 9 €\n  Save <3 €>');
    expect(text).toContain('White\n  Price: 5 € · Total: 10 €');
    expect(text).toContain('Total <all>: 19 €');
    expect(text).toContain('— To <us>\n— Date');
    expect(text).toContain('Phone: <1>');
    expect(text).toContain('Terms & more:\nhttps://x.pt/t?a=1&b="2"');
    expect(text.indexOf('Open:')).toBeLessThan(text.indexOf('Bye'));
    expect(text.indexOf('Bye')).toBeLessThan(text.indexOf('Form\n----'));
  });
});

describe('helpers', () => {
  it('escapeHtml covers the five characters', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('displayNameOf takes the name of a mailbox', () => {
    expect(displayNameOf('Monte das Cegonhas <no-reply@localhost>')).toBe('Monte das Cegonhas');
    expect(displayNameOf('"Adega" <a@b.pt>')).toBe('Adega');
    expect(displayNameOf('a@b.pt')).toBe('a@b.pt');
  });
});

describe('withSubjectAsTitle', () => {
  it("makes the subject the document's one title, escaped", () => {
    const { html } = composeEmail({ lang: 'pt', paragraphs: ['Olá'] });
    expect(html).not.toContain('<title>');
    const titled = withSubjectAsTitle(html, 'Encomenda <MDC-1> & "Ana"');
    expect(titled).toMatch(
      /<head>.*<title>Encomenda &lt;MDC-1&gt; &amp; &quot;Ana&quot;<\/title><\/head>/,
    );
    expect(withSubjectAsTitle(titled, 'Outro')).toBe(titled);
  });
});
