// The support reference id of a failed call, told after the message that explains the failure (SPEC 8 "the reference id
// from a response header replaces a placeholder"): a line of its own, and none at all when the call has no id (a
// network failure, a timeout), so no text ever ends in a dangling "Reference:".
import { interpolate } from './interpolate';

const placeholder = '{{X-CID}}';
/** A legacy content text's label before the placeholder (one word and a colon: "Reference: ", "X-CID: "), or brackets round it. */
const labelledPlaceholder = /\s*(?:\(\s*\{\{X-CID\}\}\s*\)|\[\s*\{\{X-CID\}\}\s*\]|(?:[^\s:：]+\s*[:：]\s*)?\{\{X-CID\}\})/g;

/**
 * `message` followed by `referenceText` (the error.reference text, with {{X-CID}}) when there is a correlation id.
 * A message that still carries {{X-CID}} itself (a bank's content written for SPEC 8's single text) gets the id in
 * place, or, without one, loses the placeholder with its label.
 */
export function withReference(message: string, referenceText: string, correlationId: string | undefined): string {
  const id = correlationId?.trim() ?? '';
  if (message.includes(placeholder)) {
    return (id === '' ? message.replace(labelledPlaceholder, '') : message.replaceAll(placeholder, id)).trim();
  }
  return id === '' ? message.trim() : `${message.trim()} ${interpolate(referenceText, { 'X-CID': id })}`;
}
