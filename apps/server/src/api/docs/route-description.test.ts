import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { operationIdOf } from './operations.ts';
import { jsonSchemaOf } from './route-description.ts';

describe('jsonSchemaOf', () => {
  it('keeps every member of a union whose member the schema uses twice', () => {
    const code = z
      .string()
      .regex(/^[A-Z]{2}$/)
      .transform((value) => value.toLowerCase());
    const schema = z.object({ country: code, other_country: z.union([z.literal(''), code]) });
    const json = jsonSchemaOf(schema, 'input') as {
      properties: Record<string, { anyOf?: unknown[] }>;
    };
    expect(json.properties.other_country).toEqual({
      anyOf: [
        { type: 'string', const: '' },
        { type: 'string', pattern: '^[A-Z]{2}$' },
      ],
    });
  });

  it('writes a union left with one describable member as that member', () => {
    // In an answer, the transformed member cannot be described: only the literal is left.
    const schema = z.union([z.literal('none'), z.string().transform((value) => value.length)]);
    expect(jsonSchemaOf(schema, 'output')).toEqual({ type: 'string', const: 'none' });
  });

  it('writes dates in answers as ISO strings', () => {
    expect(jsonSchemaOf(z.object({ at: z.date() }), 'output')).toMatchObject({
      properties: { at: { type: 'string', format: 'date-time' } },
    });
  });
});

describe('operationIdOf', () => {
  it('names an operation by its method and path, without /api', () => {
    expect(operationIdOf('GET', '/api/shop/products/{product_url}/')).toBe(
      'getShopProductsByProductUrl',
    );
    expect(operationIdOf('POST', '/api/contact_form/submit/')).toBe('postContactFormSubmit');
    expect(operationIdOf('GET', '/api/checkout/orders/by-code/{code}/invoices/{kind}.pdf')).toBe(
      'getCheckoutOrdersByCodeByCodeInvoicesByKindPdf',
    );
    expect(operationIdOf('GET', '/sitemap.xml')).toBe('getSitemapXml');
  });
});
