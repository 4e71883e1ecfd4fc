/** The frame of the builder's dialogs: a titled form in a modal, its error line and its Cancel and submit buttons. */
import type { ReactNode } from 'react';
import { Modal } from '@/ui/Modal';
import { Button } from '@/ui/Button';

export function BuilderModal(props: {
  titleId: string;
  title: string;
  error: string | null;
  busy?: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal open onClose={props.onClose} labelledBy={props.titleId}>
      <form
        className="builder-modal"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          props.onSubmit();
        }}
      >
        <h2 id={props.titleId}>{props.title}</h2>
        {props.children}
        {props.error && <p className="form-message error" role="alert">{props.error}</p>}
        <div className="builder-modal-actions">
          <Button variant="outline" onClick={props.onClose} disabled={props.busy}>Cancel</Button>
          <Button type="submit" disabled={props.busy}>{props.submitLabel}</Button>
        </div>
      </form>
    </Modal>
  );
}
