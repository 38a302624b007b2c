import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './button';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: string;
  confirmLabel: string;
  /** Shown on the confirm button while `busy`. */
  busyLabel?: string;
  cancelLabel: string;
  busy?: boolean;
  /** Why the last attempt failed, shown inside the dialog: every reason when there are several. */
  error?: string | readonly string[] | null;
  /** What the question asks for besides yes or no (an optional reason), under the description. */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /**
   * Where focus goes on closing instead of the control that opened it, asked at that moment
   * (e.g. after deleting what that control belonged to); null keeps the opener.
   */
  returnFocus?: () => HTMLElement | null;
}

/**
 * A modal question with two answers, on the native <dialog>: the browser keeps focus inside
 * and closes it with Escape. Focus starts on the safe answer ("Cancelar") and goes back to the
 * control that opened it (or to `returnFocus`); while `busy` it can't be dismissed.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy = false,
  error,
  onConfirm,
  onCancel,
  returnFocus,
  children,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const focusTarget = useRef(returnFocus);
  useEffect(() => {
    focusTarget.current = returnFocus;
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    cancel.current?.focus();
    return () => {
      if (element.open) element.close();
      const target = focusTarget.current?.() ?? (opener?.isConnected ? opener : null);
      target?.focus();
    };
  }, [open]);

  if (!open) return null;
  const reasons = typeof error === 'string' ? [error] : (error ?? []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: the dialog closes through `open`, never by itself (nor while busy).
        event.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-2xl bg-white p-5 text-dark shadow-xl backdrop:bg-dark/50"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      {description ? (
        <p id={descriptionId} className="mt-2 text-sm text-dark/80">
          {description}
        </p>
      ) : null}
      {children}
      {reasons.length === 1 ? (
        <p role="alert" className="mt-3 text-sm font-medium text-negative">
          {reasons[0]}
        </p>
      ) : reasons.length > 1 ? (
        <ul role="alert" className="mt-3 list-disc pl-5 text-sm font-medium text-negative">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {/* aria-disabled, not disabled: a focused button that gets disabled drops focus to the page. */}
        <Button
          ref={cancel}
          variant="secondary"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onCancel();
          }}
        >
          {cancelLabel}
        </Button>
        <Button
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
