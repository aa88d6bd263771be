import type { SiteLang } from '@mdc/shared';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface EmailBody {
  lang: SiteLang;
  /** Paragraphs of plain text; line breaks inside one are kept. */
  paragraphs: string[];
  /** Labelled values shown as a list (booking dates, the sender's details). */
  facts?: Array<[label: string, value: string]>;
  /** A visitor's own words, shown after the facts as a quotation. */
  quote?: { label: string; text: string };
  /** The one thing to click, shown as a button in HTML and as "label: url" in text. */
  action?: { label: string; url: string };
  /** Paragraphs after the facts and the action: what happens next, the signature. */
  closing?: string[];
  /** Small print under a rule: why the reader got this, how to stop it. */
  footer?: Array<{ text: string; link?: { label: string; url: string } }>;
}

/**
 * Renders an e-mail as plain text and as simple HTML (inline styles only, which mail programs
 * keep). Every value is escaped, since much of it is what a visitor typed.
 */
export function composeEmail(body: EmailBody): { text: string; html: string } {
  const paragraph = (p: string) =>
    `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`;
  const text: string[] = [...body.paragraphs];
  const html: string[] = body.paragraphs.map(paragraph);

  if (body.facts?.length) {
    text.push(body.facts.map(([label, value]) => `${label}: ${value}`).join('\n'));
    html.push(
      `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${body.facts
        .map(
          ([label, value]) =>
            `<tr><th align="left" style="padding:2px 12px 2px 0;font-weight:600">${escapeHtml(label)}</th>` +
            `<td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`,
    );
  }

  if (body.quote?.text) {
    const { label, text: quoted } = body.quote;
    text.push(`${label}\n${quoted}`);
    html.push(
      `<p style="margin:0 0 4px;font-weight:600">${escapeHtml(label)}</p>` +
        `<blockquote style="margin:0 0 16px;padding:0 0 0 12px;border-left:3px solid #dddddd">` +
        `${escapeHtml(quoted).replace(/\r?\n/g, '<br>')}</blockquote>`,
    );
  }

  if (body.action) {
    const { label, url } = body.action;
    text.push(`${label}:\n${url}`);
    html.push(
      `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#5b1a2b;color:#ffffff;` +
        `padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>`,
    );
  }

  for (const p of body.closing ?? []) {
    text.push(p);
    html.push(paragraph(p));
  }

  if (body.footer?.length) {
    text.push('--');
    for (const line of body.footer) {
      text.push(line.link ? `${line.text}\n${line.link.label}: ${line.link.url}` : line.text);
    }
    html.push('<hr style="border:none;border-top:1px solid #dddddd;margin:24px 0">');
    for (const line of body.footer) {
      const link = line.link
        ? ` <a href="${escapeHtml(line.link.url)}" style="color:#555555">${escapeHtml(line.link.label)}</a>`
        : '';
      html.push(
        `<p style="margin:0 0 8px;font-size:12px;color:#555555">${escapeHtml(line.text)}${link}</p>`,
      );
    }
  }

  return {
    text: `${text.join('\n\n')}\n`,
    html:
      `<!doctype html><html lang="${body.lang}"><head><meta charset="utf-8"></head>` +
      `<body style="margin:0;padding:24px;font-family:Georgia,serif;font-size:16px;line-height:1.5;color:#222222">` +
      `<div style="max-width:560px;margin:0 auto">${html.join('\n')}</div></body></html>`,
  };
}

/** The opening line of an e-mail to a visitor. */
export function greeting(lang: SiteLang): string {
  return lang === 'pt' ? 'Olá,' : 'Hello,';
}

/**
 * Small print of every receipt sent to an address typed into a form: whoever typed it may not be
 * its owner.
 */
export function receiptNotice(lang: SiteLang, site: string): string {
  return lang === 'pt'
    ? `Recebeu este e-mail porque este endereço foi indicado num formulário de ${site}. ` +
        'Se não foi você, pode ignorá-lo.'
    : `You received this e-mail because this address was entered in a form on ${site}. ` +
        'If that was not you, you can ignore it.';
}

/** The closing line every e-mail to a visitor signs with. */
export function signOff(lang: SiteLang, estateName: string): string {
  return `${lang === 'pt' ? 'Com os melhores cumprimentos' : 'Kind regards'},\n${estateName}`;
}

/** "Monte das Cegonhas <no-reply@…>" → "Monte das Cegonhas" (the name e-mails sign with). */
export function displayNameOf(address: string): string {
  const match = /^\s*"?([^"<]*?)"?\s*<[^>]+>\s*$/.exec(address);
  return match?.[1]?.trim() || address.trim();
}
