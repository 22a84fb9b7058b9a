// Global alert and notification banners (SPEC 2 "Page behaviour", SPEC 8 alerts).
import { atom } from 'nanostores';

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

export function clearNotifications(): void {
  if ($notifications.get().length > 0) $notifications.set([]);
}

/** Closing the alert clears the error and the notifications (SPEC 4 "Alert close"). */
export function closeAlert(): void {
  hideAlert();
  clearNotifications();
}

const queuedKey = 'queued_notifications';

/** A banner for the next page: a flow that ends by going elsewhere (a card added, then the profile) leaves it there. */
export function queueNotification(notification: Notification, storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): void {
  storage.setItem(queuedKey, JSON.stringify([...readQueued(storage).filter((queued) => queued.id !== notification.id), notification]));
}

function isNotification(value: unknown): value is Notification {
  if (typeof value !== 'object' || value === null) return false;
  const { id, tone, message } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof message === 'string' && (tone === 'error' || tone === 'success' || tone === 'info');
}

function readQueued(storage: Pick<Storage, 'getItem'>): Notification[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(queuedKey) ?? '[]');
    return Array.isArray(value) ? value.filter(isNotification) : [];
  } catch {
    return [];
  }
}

/**
 * On each navigation: shown notifications are cleared, then the ones queued for this page shown; with `editPw` in the
 * query the password-update-success notification is shown (SPEC 2).
 */
export function onNavigation(
  search: URLSearchParams,
  passwordUpdatedMessage: string,
  storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage,
): void {
  clearNotifications();
  for (const queued of readQueued(storage)) showNotification(queued);
  storage.removeItem(queuedKey);
  if (search.has('editPw')) showNotification({ id: 'password-update-success', tone: 'success', message: passwordUpdatedMessage });
}
