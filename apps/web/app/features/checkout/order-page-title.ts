/**
 * The document title of an order page whose order lapsed (docs/decisions/117-payment-lapse-and-invoice-lookup.md):
 * the order is read in the browser, after the server wrote the thank-you title, so the title's own
 * part (before " | estate") is swapped for the lapse's.
 */
export function lapsedDocumentTitle(documentTitle: string, lapsedTitle: string): string {
  const separator = documentTitle.lastIndexOf(' | ');
  return separator < 0 ? lapsedTitle : `${lapsedTitle}${documentTitle.slice(separator)}`;
}
