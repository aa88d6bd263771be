// The e-label domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export { eLabelColumns, eLabelOf, eLabelTextColumns, flatELabel } from './e-label-columns.ts';
export { createELabelService } from './e-label-service.ts';
export { addLink, drawQrCode } from './pdf-qr-code.ts';
