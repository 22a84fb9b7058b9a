// Banners one page leaves for the next (navigation is a page load, DESIGN), and what each navigation does with the
// banners (SPEC 2 "Page behaviour"). Apart from alerts.ts, whose stores every page paints with, as this one parses.
import * as z from 'zod/mini';
import { storageKeys } from '../../site/authState';
import { clearNotifications, showNotification, type Notification } from './alerts';

/** A banner as one page leaves it for the next (sessionStorage is a boundary: parsed, never trusted). */
const leftNotificationSchema = z.object({ id: z.string(), tone: z.enum(['error', 'success', 'info']), message: z.string() });

export { leaveNotification } from './leaveNotification';

function takeLeftNotification(storage: Pick<Storage, 'getItem' | 'removeItem'>): Notification | undefined {
  const stored = storage.getItem(storageKeys.leftNotification);
  if (stored === null) return undefined;
  storage.removeItem(storageKeys.leftNotification);
  try {
    const parsed = z.safeParse(leftNotificationSchema, JSON.parse(stored));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * On each navigation: shown notifications are cleared; with `editPw` in the query the
 * password-update-success notification is shown (SPEC 2), and so is a banner the previous page left.
 */
export function onNavigation(search: URLSearchParams, passwordUpdatedMessage: string, storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage): void {
  clearNotifications();
  if (search.has('editPw')) showNotification({ id: 'password-update-success', tone: 'success', message: passwordUpdatedMessage });
  const left = takeLeftNotification(storage);
  if (left) showNotification(left);
}
