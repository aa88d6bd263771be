import { useEffect, useRef } from 'react';

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, Escape closes it (unless
 * `dismissible` is false) and focus returns to where it was.
 */
export function Modal({
  open,
  labelledBy,
  onClose,
  dismissible = true,
  children,
}: {
  open: boolean;
  labelledBy: string;
  onClose?: () => void;
  dismissible?: boolean;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        if (!dismissible) event.preventDefault();
        else onClose?.();
      }}
      className="m-auto w-[min(92vw,28rem)] rounded-lg bg-white p-6 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      {open ? children : null}
    </dialog>
  );
}
