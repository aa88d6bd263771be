import { useShellT } from '~/i18n/i18n';
import { useHydrated } from '../use-hydrated';
import type { Toast, ToastKind } from './toasts';

const kindStyles: Record<ToastKind, string> = {
  success: 'border-olive bg-white',
  error: 'border-wine bg-white',
  info: 'border-ink/40 bg-white',
  warning: 'border-ochre bg-white',
};

/**
 * The toasts on screen, at the top centre: errors in an assertive `alert` region, the others in a
 * polite `status` one. Loaded after hydration (toasts.tsx); its regions are in the page one render
 * before the first toast, so a toast shown at once (an e-mail link's outcome) is still announced.
 */
export default function ToastList({
  toasts,
  onClose,
}: {
  toasts: Toast[];
  onClose: (id: number) => void;
}) {
  const t = useShellT();
  const regionsMounted = useHydrated();
  const shown = regionsMounted ? toasts : [];
  const cards = (errors: boolean) =>
    shown
      .filter((toast) => (toast.kind === 'error') === errors)
      .map((toast) => (
        <ToastCard key={toast.id} toast={toast} onClose={onClose} closeLabel={t('shell.close')} />
      ));
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-[70] flex flex-col items-center gap-2 px-4">
      <div role="status" aria-live="polite" className="flex w-full flex-col items-center gap-2">
        {cards(false)}
      </div>
      <div role="alert" aria-live="assertive" className="flex w-full flex-col items-center gap-2">
        {cards(true)}
      </div>
    </div>
  );
}

function ToastCard({
  toast,
  onClose,
  closeLabel,
}: {
  toast: Toast;
  onClose: (id: number) => void;
  closeLabel: string;
}) {
  return (
    <div
      className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-md border-l-4 px-4 py-3 text-ink shadow-lg ${kindStyles[toast.kind]}`}
      data-toast={toast.kind}
    >
      <p className="flex-1">{toast.text}</p>
      <button
        type="button"
        onClick={() => onClose(toast.id)}
        className="-m-1 rounded p-1 text-ink/70 hover:text-ink"
        aria-label={closeLabel}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
