// A card's actions (SPEC 2: a dropdown with 'set as default' and 'remove card') as a disclosure: a button that shows
// and hides a short list of buttons. Keyboard: Enter or Space opens it and focuses the first action, Escape closes it
// and returns focus to the button; leaving the list closes it. react-aria-components' Menu with its Popover would add
// about 27 KB gzipped to the page for two actions.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

export interface Action {
  key: string;
  label: string;
  onSelect: () => void;
}

export function ActionDisclosure({ label, buttonText, actions }: { label: string; buttonText: string; actions: readonly Action[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (open) listRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  }

  return (
    // Escape and focus leaving are caught where they bubble to; the button and the actions inside are what people use.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="action-disclosure"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget)) close(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="button action-disclosure-button"
        data-variant="secondary"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((current) => !current)}
      >
        {buttonText} <span aria-hidden="true">▾</span>
      </button>
      <ul id={listId} ref={listRef} className="action-disclosure-list" hidden={!open}>
        {actions.map((action) => (
          <li key={action.key}>
            <button
              type="button"
              className="button"
              data-variant="link"
              onClick={() => {
                // Focus goes back to the button first, so a modal the action opens returns it there when it closes.
                close(true);
                action.onSelect();
              }}
            >
              {action.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
