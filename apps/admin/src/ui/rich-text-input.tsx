import { lazy, Suspense } from 'react';
import type { RichTextInputProps } from 'ra-input-rich-text';
import { LoadingStatus } from '../lazy-screen';

// tiptap and ProseMirror are the heaviest code of the admin, used by two forms only.
const RichTextEditor = lazy(async () => ({
  default: (await import('./rich-text-editor')).RichTextEditor,
}));

/**
 * The admin's rich-text input (wine descriptions, shop texts): bold, italics, underline,
 * strike-through, code, lists, links and quotes, what the server keeps. The editor's code is
 * fetched when a form first shows it; until then the form's value stays as loaded.
 */
export function AdminRichTextInput(props: RichTextInputProps) {
  return (
    <Suspense fallback={<LoadingStatus />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
