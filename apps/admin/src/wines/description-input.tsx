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

// Only what the server's allow-list keeps (sanitize-html.ts): no colours, alignment or images,
// which would vanish on save and surprise staff.
const extensions = DefaultEditorOptions.extensions?.filter(
  (extension) => extension.name === 'starterKit',
);

/**
 * tiptap writes a <style> tag for its editor; under the CSP it needs this page's nonce, which the
 * server writes into <meta name="csp-nonce">. Read when first rendered (not on import, so the
 * language-catalogue test can load this module outside a browser).
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

/** A wine description: bold, italics, lists, quotes and links. */
export function DescriptionInput(props: RichTextInputProps) {
  return (
    <RichTextInput
      {...props}
      editorOptions={nonceEditorOptions()}
      toolbar={
        <RichTextInputToolbar size="medium">
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
