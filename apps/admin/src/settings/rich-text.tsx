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

// tiptap writes a <style> tag for its editor; under the CSP it must carry this page's nonce (the
// server writes it into <meta name="csp-nonce">), or the browser refuses it.
// Read when first used, not at import: the language tests import every area outside a browser.
let editorOptions: typeof DefaultEditorOptions | undefined;
function nonceEditorOptions() {
  editorOptions ??= {
    ...DefaultEditorOptions,
    injectNonce:
      document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? undefined,
  };
  return editorOptions;
}

/**
 * The rich-text input with the CSP nonce for the editor's styles. Its toolbar offers only what
 * the server keeps (sanitizeRichText): no colours, alignment, images or headings.
 */
export function NonceRichTextInput(props: RichTextInputProps) {
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
