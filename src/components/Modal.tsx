// A confirmation modal (SPEC 2 "Modals", SPEC 4 "Modal") on the browser's own modal dialog: the page behind is inert
// (focus trapped), Escape and the close button close it, the body carries a modal class while it is open, and focus
// returns to the control that opened it. react-aria-components' Modal would add about 12 KB gzipped to the page.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './Button';

const modalOpenClass = 'modal-open';

export interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

export function Modal({ isOpen, onClose, title, closeLabel, children }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !isOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    document.body.classList.add(modalOpenClass);
    return () => {
      if (dialog.open) dialog.close();
      document.body.classList.remove(modalOpenClass);
      opener?.focus();
    };
  }, [isOpen]);
  return (
    <dialog
      ref={dialogRef}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: closed through state, so the effect's clean-up restores focus.
        event.preventDefault();
        onClose();
      }}
    >
      {isOpen && (
        <div className="modal-body">
          <div className="modal-header">
            <h2 id={titleId} className="modal-title">
              {title}
            </h2>
            <Button variant="link" className="modal-close" aria-label={closeLabel} onPress={onClose}>
              <span aria-hidden="true">×</span>
            </Button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
