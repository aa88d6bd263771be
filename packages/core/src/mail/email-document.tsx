import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Section,
  Text,
} from '@react-email/components';
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { EmailBody, EmailCell, EmailSection, EmailTable } from './email-layout.ts';

/**
 * An e-mail's HTML, laid out with react-email's components
 * (docs/decisions/106-one-i18n-and-email-templates.md): inline styles only, which mail programs
 * keep, and every value escaped by React, since much of it is what a visitor typed.
 */

const wine = '#5b1a2b';
const paragraph: CSSProperties = { margin: '0 0 16px', fontSize: '16px', lineHeight: '1.5' };
const small: CSSProperties = { fontSize: '13px', color: '#555555' };
const cell: CSSProperties = {
  padding: '6px 0 6px 12px',
  verticalAlign: 'top',
  textAlign: 'right',
  whiteSpace: 'nowrap',
};
const firstCell: CSSProperties = { padding: '6px 0', verticalAlign: 'top', textAlign: 'left' };

/** Text whose line breaks are kept. */
function Lines({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

function Paragraph({ text, style = paragraph }: { text: string; style?: CSSProperties }) {
  return (
    <Text style={style}>
      <Lines text={text} />
    </Text>
  );
}

function Facts({ facts }: { facts: Array<[string, string]> }) {
  return (
    <table role="presentation" style={{ borderCollapse: 'collapse', margin: '0 0 16px' }}>
      <tbody>
        {facts.map(([label, value], i) => (
          <tr key={i}>
            <th
              align="left"
              style={{ padding: '2px 12px 2px 0', fontWeight: 600, verticalAlign: 'top' }}
            >
              {label}
            </th>
            <td style={{ padding: '2px 0' }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const cellOf = (c: EmailCell) =>
  typeof c === 'string' ? { value: c, struck: null } : { value: c.value, struck: c.struck ?? null };

/** A table of figures: the first column text, the others right-aligned values. */
function FiguresTable({ table }: { table: EmailTable }) {
  const span = table.columns.length;
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '0 0 16px' }}>
      <thead>
        <tr>
          {table.columns.map((column, i) => (
            <th
              key={i}
              scope="col"
              style={{
                ...(i === 0 ? firstCell : cell),
                fontWeight: 600,
                borderBottom: '1px solid #cccccc',
              }}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, r) => (
          <Fragment key={r}>
            <tr style={{ borderTop: '1px solid #eeeeee' }}>
              {row.cells.map(cellOf).map(({ value, struck }, i) => (
                <td key={i} style={i === 0 ? firstCell : cell}>
                  {struck && (
                    <>
                      <span style={small}>
                        {table.struckLabel ?? ''} <s>{struck}</s>
                      </span>
                      <br />
                    </>
                  )}
                  {value}
                </td>
              ))}
            </tr>
            {row.note && (
              <tr>
                <td colSpan={span} style={{ padding: '0 0 6px', textAlign: 'right', ...small }}>
                  {row.note}
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
      {table.totals?.length ? (
        <tfoot style={{ borderTop: '1px solid #cccccc' }}>
          {table.totals.map(({ label, value, strong }, i) => (
            <tr key={i} style={strong ? { fontWeight: 700, fontSize: '18px' } : undefined}>
              <th
                scope="row"
                colSpan={span - 1}
                style={{ padding: '4px 0', textAlign: 'right', fontWeight: 'inherit' }}
              >
                {label}
              </th>
              <td style={{ ...cell, paddingTop: '4px', paddingBottom: '4px' }}>{value}</td>
            </tr>
          ))}
        </tfoot>
      ) : null}
    </table>
  );
}

/** A headed part: paragraphs, table, lines, facts, links, in this order. */
function SectionBlock({ section }: { section: EmailSection }) {
  const box: CSSProperties = section.framed
    ? { ...paragraph, padding: '12px 16px', border: '1px solid #999999' }
    : paragraph;
  return (
    <Section>
      <Heading
        as="h2"
        style={{ margin: '32px 0 12px', fontSize: '20px', fontWeight: 600, color: wine }}
      >
        {section.heading}
      </Heading>
      {section.paragraphs?.map((p, i) => (
        <Paragraph key={i} text={p} />
      ))}
      {section.table && <FiguresTable table={section.table} />}
      {section.lines?.length ? <Paragraph text={section.lines.join('\n')} style={box} /> : null}
      {section.facts?.length ? <Facts facts={section.facts} /> : null}
      {section.links?.map((link, i) => (
        <Text key={i} style={paragraph}>
          <Link href={link.url} style={{ color: wine, textDecorationLine: 'underline' }}>
            {link.label}
          </Link>
        </Text>
      ))}
    </Section>
  );
}

function Footer({ footer }: { footer: NonNullable<EmailBody['footer']> }) {
  const style: CSSProperties = { margin: '0 0 8px', fontSize: '12px', color: '#555555' };
  return (
    <>
      <Hr style={{ border: 'none', borderTop: '1px solid #dddddd', margin: '24px 0' }} />
      {footer.map((line, i) => (
        <Text key={i} style={style}>
          {line.text}
          {line.link && (
            <>
              {' '}
              <Link
                href={line.link.url}
                style={{ color: '#555555', textDecorationLine: 'underline' }}
              >
                {line.link.label}
              </Link>
            </>
          )}
        </Text>
      ))}
    </>
  );
}

export function EmailDocument({ body }: { body: EmailBody }) {
  const parts: ReactNode[] = [];
  if (body.logo) {
    // The alt text's styles are what a reader with images blocked sees: the name as a heading.
    parts.push(
      <Section key="logo" style={{ margin: '0 0 24px' }}>
        <Img
          src={body.logo.url}
          alt={body.logo.alt}
          width={body.logo.width}
          height={body.logo.height}
          style={{
            maxWidth: '100%',
            fontFamily: 'Georgia,serif',
            fontSize: '24px',
            fontWeight: 600,
            color: wine,
          }}
        />
      </Section>,
    );
  }
  return (
    <Html lang={body.lang}>
      <Head />
      <Body
        style={{
          margin: 0,
          padding: '24px',
          fontFamily: 'Georgia,serif',
          fontSize: '16px',
          lineHeight: '1.5',
          color: '#222222',
          backgroundColor: '#ffffff',
        }}
      >
        <Container style={{ maxWidth: '560px', margin: '0 auto' }}>
          {parts}
          {body.paragraphs.map((p, i) => (
            <Paragraph key={`p${i}`} text={p} />
          ))}
          {body.facts?.length ? <Facts facts={body.facts} /> : null}
          {body.sections?.map((s, i) => (
            <SectionBlock key={`s${i}`} section={s} />
          ))}
          {body.quote?.text ? (
            <>
              <Text style={{ ...paragraph, margin: '0 0 4px', fontWeight: 600 }}>
                {body.quote.label}
              </Text>
              <blockquote
                style={{
                  margin: '0 0 16px',
                  padding: '0 0 0 12px',
                  borderLeft: '3px solid #dddddd',
                }}
              >
                <Lines text={body.quote.text} />
              </blockquote>
            </>
          ) : null}
          {body.action && (
            <Section style={{ margin: '24px 0' }}>
              <Button
                href={body.action.url}
                style={{
                  background: wine,
                  color: '#ffffff',
                  padding: '12px 20px',
                  borderRadius: '4px',
                  textDecoration: 'none',
                }}
              >
                {body.action.label}
              </Button>
            </Section>
          )}
          {body.closing?.map((p, i) => (
            <Paragraph key={`c${i}`} text={p} />
          ))}
          {body.appendix?.map((s, i) => (
            <SectionBlock key={`a${i}`} section={s} />
          ))}
          {body.footer?.length ? <Footer footer={body.footer} /> : null}
        </Container>
      </Body>
    </Html>
  );
}

const doctype =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The e-mail as an HTML document. React's static renderer, synchronous: e-mails are built inside
 * the transaction that stores what they are about, by functions that return them directly.
 */
export function renderEmailHtml(body: EmailBody): string {
  return doctype + renderToStaticMarkup(<EmailDocument body={body} />);
}
