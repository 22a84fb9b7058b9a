// The full-screen loading overlay as a store: up while any tracked work runs (SPEC 2 root page).
import { atom, computed } from 'nanostores';

const $pending = atom(0);

export const $isLoading = computed($pending, (pending) => pending > 0);

/** Shows the overlay while `work` runs; nested calls keep it up until the last one settles. */
export async function whileLoading<T>(work: () => Promise<T>): Promise<T> {
  $pending.set($pending.get() + 1);
  try {
    return await work();
  } finally {
    $pending.set(Math.max(0, $pending.get() - 1));
  }
}
