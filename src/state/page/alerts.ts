// Global alert and notification banners (SPEC 2 "Page behaviour", SPEC 8 alerts).
import { atom } from 'nanostores';
import * as z from 'zod/mini';
import { storageKeys } from '../../site/authState';

export type AlertTone = 'error' | 'success' | 'info';

/** The one global alert: a message, an optional icon and a close control (SPEC 8). */
export interface Alert {
  tone: AlertTone;
  message: string;
  icon?: 'error' | 'success' | 'info';
}

/** A banner raised by a flow, keyed by id (card-added, card-removed, default-card, password-update-success). */
export interface Notification {
  id: string;
  tone: AlertTone;
  message: string;
}

export const $alert = atom<Alert | undefined>(undefined);
export const $notifications = atom<readonly Notification[]>([]);

export function showAlert(alert: Alert): void {
  $alert.set(alert);
}

/** Every successful response hides the alert (SPEC 8). */
export function hideAlert(): void {
  if ($alert.get() !== undefined) $alert.set(undefined);
}

/** A newer banner with the same id replaces the older one. */
export function showNotification(notification: Notification): void {
  $notifications.set([...$notifications.get().filter((shown) => shown.id !== notification.id), notification]);
}

function clearNotifications(): void {
  if ($notifications.get().length > 0) $notifications.set([]);
}

/** A new action begins: the alert and the banners of the one before go, so each outcome shows only its own message. */
export function clearAlerts(): void {
  hideAlert();
  clearNotifications();
}

/** Closing the alert clears the error and the notifications (SPEC 4 "Alert close"). */
export function closeAlert(): void {
  clearAlerts();
}

/** A banner as one page leaves it for the next (sessionStorage is a boundary: parsed, never trusted). */
const leftNotificationSchema = z.object({ id: z.string(), tone: z.enum(['error', 'success', 'info']), message: z.string() });

/**
 * Leaves a banner for the next page: navigation is a page load (DESIGN), so a screen that sends the user on (a saved
 * profile, an added card, a deleted account) hands its banner over in sessionStorage, already in the page's words.
 */
export function leaveNotification(notification: Notification, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(storageKeys.leftNotification, JSON.stringify(notification));
}

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
