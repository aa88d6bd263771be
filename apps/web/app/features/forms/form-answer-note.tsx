import type { VisitorFormAnswer } from './visitor-form-fields';

/** How a form's post ended, said on the page: a success or a refusal, in the page's language. */
export interface Said {
  ok: boolean;
  text: string;
}

/** Whether an action's outcome is a success for the visitor. */
export const accepted = (outcome: VisitorFormAnswer['outcome']) =>
  outcome === 'success' || outcome === 'duplicate';

/**
 * The outcome of a form posted without scripts (decision 127), where the toasts of the scripted
 * path cannot show: in the form, a status for a success and an alert for a refusal, so a screen
 * reader reads it when the page comes back.
 */
export function FormAnswerNote({
  said,
  tone = 'light',
}: {
  said: Said | undefined;
  tone?: 'light' | 'dark';
}) {
  if (!said) return null;
  const colours = said.ok
    ? 'border-olive bg-olive/10 text-ink'
    : tone === 'dark'
      ? 'border-ochre bg-cream text-wine'
      : 'border-wine bg-wine/5 text-wine';
  return (
    <p
      role={said.ok ? 'status' : 'alert'}
      data-testid="form-answer"
      className={`rounded border-l-4 px-3 py-2 font-semibold ${colours} ${tone === 'dark' && said.ok ? 'bg-cream' : ''}`}
    >
      {said.text}
    </p>
  );
}
