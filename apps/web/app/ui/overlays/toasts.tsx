import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useShellT } from '~/i18n/i18n';
import { shellTimings } from './timings';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

type ShowToast = (kind: ToastKind, text: string, durationMs?: number) => void;
const ToastContext = createContext<ShowToast>(() => {});

/** Shows a toast at the top centre (docs/product/site-pages.md#shell-and-overlays); it closes itself after 5 s unless told otherwise. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}

const kindStyles: Record<ToastKind, string> = {
  success: 'border-olive bg-white',
  error: 'border-wine bg-white',
  info: 'border-ink/40 bg-white',
  warning: 'border-ochre bg-white',
};

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const t = useShellT();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback<ShowToast>(
    (kind, text, durationMs = shellTimings.toastMs) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, kind, text }]);
      setTimeout(() => dismiss(id), durationMs);
    },
    [dismiss],
  );

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 top-4 z-[70] flex flex-col items-center gap-2 px-4">
        <div role="status" aria-live="polite" className="flex w-full flex-col items-center gap-2">
          {toasts
            .filter((toast) => toast.kind !== 'error')
            .map((toast) => (
              <ToastCard
                key={toast.id}
                toast={toast}
                onClose={dismiss}
                closeLabel={t('shell.close')}
              />
            ))}
        </div>
        <div role="alert" aria-live="assertive" className="flex w-full flex-col items-center gap-2">
          {toasts
            .filter((toast) => toast.kind === 'error')
            .map((toast) => (
              <ToastCard
                key={toast.id}
                toast={toast}
                onClose={dismiss}
                closeLabel={t('shell.close')}
              />
            ))}
        </div>
      </div>
    </ToastContext.Provider>
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
