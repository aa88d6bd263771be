import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A document as the fake InvoiceXpress account holds it. */
export interface FakeInvoiceXpressDocument {
  id: number;
  type: 'invoice_receipts' | 'credit_notes';
  status: 'draft' | 'final' | 'settled';
  sequenceNumber: string | null;
  body: Record<string, unknown>;
  /** PDF requests answered 202 before the 200 (the API makes PDFs asynchronously). */
  pdfPending: number;
}

export interface FakeInvoiceXpress {
  /** INVOICEXPRESS_API_URL for this server. */
  url: string;
  apiKey: string;
  documents: FakeInvoiceXpressDocument[];
  /** Every request as "METHOD /path" (without the query). */
  requests: string[];
  /** While true, every API call answers 503 (the service is down). */
  down: boolean;
  /**
   * How long a create waits before it answers, after it made the draft: longer than the client's
   * timeout, it does the work and the answer is lost (issue 29, point 4).
   */
  createDelayMs: number;
  /**
   * When set, the next create waits for it before it makes the draft (then it is cleared): a
   * pass held in the middle of its create (decision 117).
   */
  createGate: Promise<void> | null;
  close(): Promise<void>;
}

const singular = { invoice_receipts: 'invoice_receipt', credit_notes: 'credit_note' } as const;
/** The list endpoint's names of the types (`type[]` filter and each item's `type`). */
const listType = { invoice_receipts: 'InvoiceReceipt', credit_notes: 'CreditNote' } as const;

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function send(response: ServerResponse, status: number, body?: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(body === undefined ? '' : JSON.stringify(body));
}

/**
 * Tests only: a local HTTP server that speaks the part of the InvoiceXpress API v2 the adapter
 * uses (docs/decisions/109-invoice-provider.md, 117): list documents by reference and type, create an
 * invoice-receipt or credit note (draft),
 * change its state to finalized (numbered), read it, and the asynchronous PDF (202 first, then
 * the pdfUrl), all behind the api_key query parameter.
 */
export async function startFakeInvoiceXpress(apiKey = 'fake-ix-key'): Promise<FakeInvoiceXpress> {
  const documents: FakeInvoiceXpressDocument[] = [];
  const requests: string[] = [];
  const counters = { invoice_receipts: 0, credit_notes: 0 };
  const fake = {
    url: '',
    apiKey,
    documents,
    requests,
    down: false,
    createDelayMs: 0,
    createGate: null,
  } as FakeInvoiceXpress;
  const find = (id: string | undefined) => documents.find((doc) => String(doc.id) === id);
  const view = (doc: FakeInvoiceXpressDocument) => ({
    [singular[doc.type]]: {
      id: doc.id,
      status: doc.status,
      sequence_number: doc.sequenceNumber ?? 'rascunho',
      inverted_sequence_number: doc.sequenceNumber,
      ...(doc.body as object),
    },
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push(`${request.method} ${url.pathname}`);
    if (url.pathname.startsWith('/pdf/')) {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end(`%PDF-1.4\n% fake InvoiceXpress document ${url.pathname}\n%%EOF\n`);
      return;
    }
    if (fake.down) return send(response, 503, { errors: [{ error: 'Service Unavailable' }] });
    if (url.searchParams.get('api_key') !== apiKey) return send(response, 401);
    if (url.pathname === '/invoices.json' && request.method === 'GET') {
      // List all, filtered by reference and type[] (the filters the adapter sends).
      const reference = url.searchParams.get('reference');
      const types = url.searchParams.getAll('type[]');
      const found = documents.filter(
        (doc) =>
          (reference === null || doc.body.reference === reference) &&
          (types.length === 0 || types.includes(listType[doc.type])),
      );
      return send(response, 200, {
        invoices: found.map((doc) => ({
          id: doc.id,
          type: listType[doc.type],
          status: doc.status,
          sequence_number: doc.sequenceNumber ?? 'rascunho',
          reference: doc.body.reference,
        })),
        pagination: { total_entries: found.length, current_page: 1, total_pages: 1, per_page: 30 },
      });
    }
    const create = /^\/(invoice_receipts|credit_notes)\.json$/.exec(url.pathname);
    if (create && request.method === 'POST') {
      const type = create[1] as FakeInvoiceXpressDocument['type'];
      const body = (await readJson(request))[
        singular[type] === 'invoice_receipt' ? 'invoice' : 'credit_note'
      ];
      if (typeof body !== 'object' || body === null) return send(response, 422, { errors: [] });
      const gate = fake.createGate;
      fake.createGate = null;
      if (gate) await gate;
      const doc: FakeInvoiceXpressDocument = {
        id: 1000 + documents.length + 1,
        type,
        status: 'draft',
        sequenceNumber: null,
        body: body as Record<string, unknown>,
        pdfPending: 1,
      };
      documents.push(doc);
      if (fake.createDelayMs > 0) await new Promise((done) => setTimeout(done, fake.createDelayMs));
      return send(response, 201, view(doc));
    }
    const state = /^\/(invoice_receipts|credit_notes)\/(\d+)\/change-state\.json$/.exec(
      url.pathname,
    );
    if (state && request.method === 'PUT') {
      const doc = find(state[2]);
      const wanted = ((await readJson(request)).invoice as { state?: string } | undefined)?.state;
      if (!doc || doc.type !== state[1]) return send(response, 404);
      if (doc.status !== 'draft' || wanted !== 'finalized')
        return send(response, 422, { errors: [] });
      counters[doc.type] += 1;
      doc.status = doc.type === 'invoice_receipts' ? 'settled' : 'final';
      doc.sequenceNumber = `${doc.type === 'invoice_receipts' ? 'FR' : 'NC'} 2026/${counters[doc.type]}`;
      return send(response, 200, view(doc));
    }
    const read = /^\/(invoice_receipts|credit_notes)\/(\d+)\.json$/.exec(url.pathname);
    if (read && request.method === 'GET') {
      const doc = find(read[2]);
      return doc ? send(response, 200, view(doc)) : send(response, 404);
    }
    const pdf = /^\/api\/pdf\/(\d+)\.json$/.exec(url.pathname);
    if (pdf && request.method === 'GET') {
      const doc = find(pdf[1]);
      if (!doc) return send(response, 404);
      if (doc.status === 'draft') return send(response, 406);
      if (doc.pdfPending > 0) {
        doc.pdfPending -= 1;
        return send(response, 202);
      }
      return send(response, 200, { output: { pdfUrl: `${fake.url}/pdf/${doc.id}.pdf` } });
    }
    send(response, 404);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, 500));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
