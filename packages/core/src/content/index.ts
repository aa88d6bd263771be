// The content domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export {
  type ContentAdmin,
  type ContentListQuery,
  createContentAdmin,
  toPlainText,
} from './content-admin.ts';
export {
  type ContentService,
  type ContentServiceOptions,
  createContentService,
} from './content-service.ts';
