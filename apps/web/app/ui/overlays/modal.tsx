import { useEffect, useRef } from 'react';

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, Escape closes it (unless
 * `dismissible` is false) and focus returns to where it was. On opening, focus goes to the child
 * marked `data-autofocus` (React's autoFocus runs before showModal, which would move focus to the
 * first link or button, whatever it does), else to the dialog's first focusable element.
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
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
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
