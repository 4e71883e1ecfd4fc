/**
 * The product's confirmation dialog for destructive actions (deletes, leaving unsaved work): a styled,
 * focus-trapped modal (see ./Modal) instead of the browser's confirm(). Focus starts on Cancel, so
 * Enter never destroys by accident; Escape and the overlay cancel. `useConfirm()` gives a promise-
 * returning `confirm(options)` (a drop-in for window.confirm) and the element to render.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { Modal } from './Modal';

export interface ConfirmOptions {
  title: string;
  /** The question, e.g. the spec's 'Are you sure you want to delete "{title}"?' */
  message: string;
  /** The confirming button ('Delete'). */
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' (default) draws the confirming button in the error colour. */
  tone?: 'danger' | 'neutral';
}

interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel = 'Cancel', tone = 'danger', onConfirm, onCancel }: ConfirmDialogProps) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  // After the modal has focused its close button (child effects run first), Cancel takes focus.
  useEffect(() => {
    if (open) cancelRef.current?.focus();
  }, [open]);
  return (
    <Modal open={open} onClose={onCancel} labelledBy={`${id}-title`} describedBy={`${id}-message`} className="confirm-dialog" closeLabel={cancelLabel}>
      <div className="confirm-dialog-body">
        <h2 id={`${id}-title`}>{title}</h2>
        <p id={`${id}-message`}>{message}</p>
        <div className="confirm-dialog-actions">
          <button ref={cancelRef} type="button" className="btn btn-outline" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className={tone === 'danger' ? 'btn btn-danger' : 'btn btn-primary'} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/** `confirm(options)` resolves true when the user confirms, false when they cancel; render `dialog`. */
export function useConfirm(): { confirm: (options: ConfirmOptions) => Promise<boolean>; dialog: ReactElement } {
  const [pending, setPending] = useState<{ options: ConfirmOptions; resolve: (ok: boolean) => void } | null>(null);
  const confirm = useCallback((options: ConfirmOptions) => new Promise<boolean>((resolve) => setPending({ options, resolve })), []);
  const settle = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  const options = pending?.options ?? { title: '', message: '', confirmLabel: '' };
  return { confirm, dialog: <ConfirmDialog open={pending !== null} {...options} onConfirm={() => settle(true)} onCancel={() => settle(false)} /> };
}
