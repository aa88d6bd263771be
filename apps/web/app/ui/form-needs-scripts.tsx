import { useT } from '~/i18n/i18n';

/**
 * Shown in a form only when the browser runs no scripts: the site's forms send through scripts
 * until they have route actions, and a form posted without them comes back unsent
 * (docs/decisions/121-forms-post.md).
 */
export function FormNeedsScripts() {
  const t = useT();
  return (
    <noscript>
      <p
        className="rounded-sm border-l-4 border-ochre bg-cream px-4 py-3 text-sm text-ink"
        role="note"
      >
        {t('noScript.form')}
      </p>
    </noscript>
  );
}
