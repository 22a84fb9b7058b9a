import type { ReactNode } from 'react';

// Placeholders of a pre-rendered screen where its data or its form will come, in the size of what replaces them, so
// nothing painted moves when it arrives. Hidden from assistive technology: the screen's region says it is busy.
export interface PlaceholderProps {
  /** What takes the place: lines of text, a labelled field, a button, or a block (a card, a table) of `lines` rows. */
  kind?: 'text' | 'field' | 'button' | 'block';
  /** Lines of text, or rows of a block (1 to 8). */
  lines?: number;
}

export function Placeholder({ kind = 'text', lines = 1 }: PlaceholderProps) {
  // An attribute, not a style: the page's CSP allows no inline style.
  return <div className="placeholder" data-kind={kind} data-lines={Math.min(Math.max(lines, 1), 8)} aria-hidden="true" />;
}

/**
 * A form's frame: the words above it that need no data (the screen's own intro element, exactly as the screen renders
 * it), then its fields and its button.
 */
export function FormPlaceholder({ intro, fields = 1 }: { intro?: ReactNode; fields?: number }) {
  return (
    <>
      {intro}
      <div className="form">
        {Array.from({ length: fields }, (_, index) => (
          <Placeholder key={index} kind="field" />
        ))}
        <Placeholder kind="button" />
      </div>
    </>
  );
}

/**
 * A placeholder in the size of words that will name what the page learns later (a held e-mail address, say): those
 * words with a typical value, laid out as they will be and unreadable, so the real ones take the same place in any
 * language and at any width.
 */
export function TextPlaceholder({ children }: { children: ReactNode }) {
  return (
    <div className="placeholder" data-kind="text-shape" aria-hidden="true">
      {children}
    </div>
  );
}
