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
  /** A control beside the message, e.g. "Try again" where retrying is safe. Not carried to the next page. */
  action?: { label: string; run: () => void } | undefined;
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

/** A new action begins: the alert and the banners of the one before go, so each outcome shows only its own message. */
export function clearAlerts(): void {
  hideAlert();
  clearNotifications();
}

/** Closing the alert clears the error and the notifications (SPEC 4 "Alert close"). */
export function closeAlert(): void {
  clearAlerts();
}
