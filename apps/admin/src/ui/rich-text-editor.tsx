import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  type RichTextInputProps,
} from 'ra-input-rich-text';

// Only tiptap's StarterKit (which brings the link and underline marks the buttons need): the
// defaults' colours, alignment and images are not kept by the server's allow-list
// (sanitizeRichText) and would vanish on save, surprising staff.
const extensions = DefaultEditorOptions.extensions?.filter(
  (extension) => extension.name === 'starterKit',
);

/**
 * tiptap writes a <style> tag for its editor; under the CSP it needs this page's nonce, which the
 * server writes into <meta name="csp-nonce">. Read when first rendered, not on import: the
 * language-catalogue test imports every area outside a browser.
 */
let editorOptions: RichTextInputProps['editorOptions'];
function nonceEditorOptions() {
  editorOptions ??= {
    ...DefaultEditorOptions,
    extensions,
    injectNonce:
      document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? undefined,
  };
  return editorOptions;
}

/**
 * The admin's rich-text editor (wine descriptions, shop texts): bold, italics, underline,
 * strike-through, code, lists, links and quotes, what the server keeps. Loaded through
 * ./rich-text-input.tsx, so tiptap is fetched only by the forms that show it.
 */
export function RichTextEditor(props: RichTextInputProps) {
  return (
    <RichTextInput
      {...props}
      editorOptions={nonceEditorOptions()}
      toolbar={
        <RichTextInputToolbar>
          <FormatButtons />
          <ListButtons />
          <LinkButtons />
          <QuoteButtons />
          <ClearButtons />
        </RichTextInputToolbar>
      }
    />
  );
}
