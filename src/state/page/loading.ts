// The full-screen loading overlay as a store: up while any tracked work runs (SPEC 2 root page). A form's send is
// announced the same way without the overlay: its button shows that it runs.
import { atom, computed } from 'nanostores';

const $pending = atom(0);
const $formsSending = atom(0);

export const $isLoading = computed($pending, (pending) => pending > 0);

/** Whether screen readers hear that the page is busy: tracked work, or a form's send. */
export const $isBusy = computed([$pending, $formsSending], (pending, sending) => pending > 0 || sending > 0);

/** Counts a form's send as busy until the returned function is called (once). */
export function formSending(): () => void {
  $formsSending.set($formsSending.get() + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    $formsSending.set(Math.max(0, $formsSending.get() - 1));
  };
}

/** Shows the overlay while `work` runs; nested calls keep it up until the last one settles. */
export async function whileLoading<T>(work: () => Promise<T>): Promise<T> {
  $pending.set($pending.get() + 1);
  try {
    return await work();
  } finally {
    $pending.set(Math.max(0, $pending.get() - 1));
  }
}
