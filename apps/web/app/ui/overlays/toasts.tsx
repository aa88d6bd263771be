import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useHydrated } from '../use-hydrated';
import { shellTimings } from './timings';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
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

/**
 * The list that shows them (toast-list.tsx) loads once the page has hydrated: no toast exists
 * before, and the page's first scripts do not carry it (docs/decisions/112-fast-public-pages.md).
 */
const ToastList = lazy(() => import('./toast-list'));

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const hydrated = useHydrated();
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
      {hydrated ? (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} onClose={dismiss} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
