import {
  InvoiceProviderError,
  type InvoiceDocument,
  type InvoiceProvider,
} from './invoice-provider.ts';

export interface InvoiceXpressOptions {
  /** INVOICEXPRESS_ACCOUNT: the account name in https://<account>.app.invoicexpress.com. */
  account: string;
  /** INVOICEXPRESS_API_KEY */
  apiKey: string;
  /** INVOICEXPRESS_API_URL: tests only, a fake server speaking the API. */
  apiUrl?: string | undefined;
  /** How long one call may take. */
  timeoutMs?: number;
}

/** The document types of API v2's paths and bodies. */
const typeOf = { invoice: 'invoice_receipts', credit_note: 'credit_notes' } as const;
const bodyKeyOf = { invoice: 'invoice', credit_note: 'credit_note' } as const;
const answerKeyOf = { invoice: 'invoice_receipt', credit_note: 'credit_note' } as const;

/** The document types as the list endpoint names and filters them (`type[]`). */
const listTypeOf = { invoice: 'InvoiceReceipt', credit_note: 'CreditNote' } as const;
/** States of a document that still stands (a cancelled or deleted one is not ours to reuse). */
const liveStates = new Set(['draft', 'final', 'settled', 'sent', 'second_copy']);

/** dd/mm/yyyy in Lisbon, as the API takes dates. */
function apiDate(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Lisbon',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
  return parts;
}

/** A gross price in cents as the API's unit price before VAT, in euros (6 decimals kept). */
function netEuros(grossCents: number, vatRateBp: number): number {
  return Number((grossCents / (1 + vatRateBp / 10_000) / 100).toFixed(6));
}

/**
 * The InvoiceXpress API v2 body of an invoice-receipt or a credit note
 * (docs/decisions/109-invoice-provider.md): prices before VAT with the order's rate as the
 * account's tax ("IVA13"), the discount code as a percentage off the wine lines, shipping as a
 * line, the order number as the reference; a credit note names the invoice it corrects.
 */
export function invoiceXpressBody(doc: InvoiceDocument): Record<string, unknown> {
  const tax = { name: `IVA${doc.vatRateBp / 100}` };
  const goodsCents = doc.lines.reduce((sum, line) => sum + line.unitGrossCents * line.quantity, 0);
  const discount = goodsCents > 0 ? Number(((doc.discountCents / goodsCents) * 100).toFixed(4)) : 0;
  const items = doc.lines.map((line) => ({
    name: line.description.slice(0, 100),
    description: line.description,
    unit_price: netEuros(line.unitGrossCents, doc.vatRateBp),
    quantity: line.quantity,
    ...(discount > 0 && { discount }),
    tax,
  }));
  if (doc.shippingCents > 0) {
    items.push({
      name: doc.lang === 'pt' ? 'Envio' : 'Shipping',
      description: doc.shippingName,
      unit_price: netEuros(doc.shippingCents, doc.vatRateBp),
      quantity: 1,
      tax,
    });
  }
  const date = apiDate(doc.date);
  return {
    [bodyKeyOf[doc.kind]]: {
      date,
      due_date: date,
      reference: doc.orderNumber,
      observations: doc.corrects ? `${doc.orderNumber} / ${doc.corrects.number}` : doc.orderNumber,
      ...(doc.corrects && { owner_invoice_id: doc.corrects.externalId }),
      client: {
        name: doc.buyer.company || doc.buyer.name,
        // The client's code in the account: the tax number, else the e-mail (final consumer).
        code: doc.buyer.taxId ?? doc.buyer.email.toLowerCase(),
        email: doc.buyer.email,
        ...(doc.buyer.taxId && { fiscal_id: doc.buyer.taxId }),
        address: doc.buyer.addressLines.join(', '),
        city: doc.buyer.city,
        postal_code: doc.buyer.postalCode,
        country: doc.buyer.countryName,
        language: doc.lang,
      },
      items,
    },
  };
}

/**
 * InvoiceXpress (API v2, certified by the Autoridade Tributária), over fetch: create the draft
 * (POST /invoice_receipts.json or /credit_notes.json), finalise it (PUT
 * /<type>/<id>/change-state.json, which numbers it), then ask for its PDF (GET
 * /api/pdf/<id>.json: 202 while it is being made, then its pdfUrl). The API key goes as the
 * `api_key` query parameter, as the API documents.
 */
export function createInvoiceXpressProvider(options: InvoiceXpressOptions): InvoiceProvider {
  const base = (options.apiUrl ?? `https://${options.account}.app.invoicexpress.com`).replace(
    /\/$/,
    '',
  );
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call(method: string, path: string, body?: unknown): Promise<Response> {
    const url = new URL(`${base}${path}`);
    url.searchParams.set('api_key', options.apiKey);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new InvoiceProviderError(
        `InvoiceXpress unreachable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return response;
  }

  async function json(response: Response, what: string): Promise<Record<string, unknown>> {
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new InvoiceProviderError(`InvoiceXpress ${what}: HTTP ${response.status} ${detail}`);
    }
    return (await response.json()) as Record<string, unknown>;
  }

  const documentOf = (answer: Record<string, unknown>, doc: InvoiceDocument) =>
    (answer[answerKeyOf[doc.kind]] ?? {}) as Record<string, unknown>;

  return {
    name: 'invoicexpress',

    /**
     * GET /invoices.json filtered by the order number as reference and the document type: a live
     * document of this order made by an earlier try. A numbered one wins over a draft (it is
     * already a tax document); among drafts the oldest.
     */
    async find(doc) {
      const query = new URLSearchParams({
        reference: doc.orderNumber,
        'type[]': listTypeOf[doc.kind],
        non_archived: 'true',
        per_page: '30',
      });
      const answer = await json(await call('GET', `/invoices.json?${query}`), 'search');
      const found = ((answer.invoices ?? []) as Array<Record<string, unknown>>).filter(
        (item) =>
          item.reference === doc.orderNumber &&
          (item.type === undefined || item.type === listTypeOf[doc.kind]) &&
          liveStates.has(String(item.status)),
      );
      found.sort(
        (a, b) =>
          Number(a.status === 'draft') - Number(b.status === 'draft') ||
          Number(a.id) - Number(b.id),
      );
      const id = found[0]?.id;
      return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
    },

    async create(doc) {
      const answer = await json(
        await call('POST', `/${typeOf[doc.kind]}.json`, invoiceXpressBody(doc)),
        'create',
      );
      const id = documentOf(answer, doc).id;
      if (typeof id !== 'number' && typeof id !== 'string') {
        throw new InvoiceProviderError('InvoiceXpress create: no document id in the answer');
      }
      return String(id);
    },

    async finalize(externalId, doc) {
      const path = `/${typeOf[doc.kind]}/${encodeURIComponent(externalId)}`;
      const changed = await call('PUT', `${path}/change-state.json`, {
        invoice: { state: 'finalized' },
      });
      // 422: not a draft any more (an earlier try finalised it and its answer was lost).
      const answer =
        changed.status === 422
          ? await json(await call('GET', `${path}.json`), 'read')
          : await json(changed, 'finalize');
      const document = documentOf(answer, doc);
      const number = document.inverted_sequence_number ?? document.sequence_number;
      if (typeof number !== 'string' || !number || document.status === 'draft') {
        throw new InvoiceProviderError('InvoiceXpress finalize: the document has no number yet');
      }
      return number;
    },

    async pdf(externalId) {
      const response = await call('GET', `/api/pdf/${encodeURIComponent(externalId)}.json`);
      if (response.status === 202) return null;
      const answer = await json(response, 'pdf');
      const pdfUrl = (answer.output as { pdfUrl?: unknown } | undefined)?.pdfUrl;
      if (typeof pdfUrl !== 'string')
        throw new InvoiceProviderError('InvoiceXpress pdf: no pdfUrl');
      let file: Response;
      try {
        file = await fetch(pdfUrl, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw new InvoiceProviderError(
          `InvoiceXpress pdf download: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (!file.ok)
        throw new InvoiceProviderError(`InvoiceXpress pdf download: HTTP ${file.status}`);
      return new Uint8Array(await file.arrayBuffer());
    },
  };
}
