import { describe, expect, it } from 'vitest';
import { composeEmail, displayNameOf, escapeHtml } from './email-layout.ts';

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
    expect(html).toContain('linha 1<br>linha 2 &lt;img src=x onerror=&#39;x&#39;&gt;');
    expect(html).toContain('href="https://x.pt/?a=1&amp;token=&quot;x&quot;"');
    expect(html).toContain('<html lang="pt">');
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
