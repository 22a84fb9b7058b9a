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

/** A form's frame: its fields and its button. */
export function FormPlaceholder({ fields = 1 }: { fields?: number }) {
  return (
    <div className="form">
      {Array.from({ length: fields }, (_, index) => (
        <Placeholder key={index} kind="field" />
      ))}
      <Placeholder kind="button" />
    </div>
  );
}
