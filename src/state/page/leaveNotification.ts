// A banner one page leaves for the next. Apart from leftNotifications.ts, which parses it on the next page (with zod):
// screens that leave one import only this.
import { storageKeys } from '../../site/authState';
import type { Notification } from './alerts';

/**
 * Leaves a banner for the next page: navigation is a page load (DESIGN), so a screen that sends the user on (a saved
 * profile, an added card, a deleted account) hands its banner over in sessionStorage, already in the page's words.
 */
export function leaveNotification(notification: Notification, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(storageKeys.leftNotification, JSON.stringify(notification));
}
