// The e-label domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export { eLabelColumns, eLabelOf, eLabelTextColumns, flatELabel } from './e-label-columns.ts';
export { createELabelService } from './e-label-service.ts';

/**
 * The QR code and link drawing of PDFs, with pdf-lib and qrcode: loaded on first use, for the
 * technical sheet (docs/decisions/139-lazy-libraries.md).
 */
export const loadPdfQrCode = () => import('./pdf-qr-code.ts');
