import { afterEach, describe, expect, it } from 'vitest';
import { cleanStores } from 'nanostores';
import { memoryStorage } from '../../api/testing/recordingApi';
import { $alert, $notifications, clearAlerts, closeAlert, hideAlert, showAlert, showNotification } from './alerts';
import { leaveNotification, onNavigation } from './leftNotifications';

afterEach(() => {
  $alert.set(undefined);
  $notifications.set([]);
  cleanStores($alert, $notifications);
});

describe('alerts and notifications', () => {
  it('shows and hides the global alert', () => {
    showAlert({ tone: 'error', message: 'An unexpected error occurred. Reference: abc' });
    expect($alert.get()?.message).toContain('abc');
    hideAlert();
    expect($alert.get()).toBeUndefined();
  });

  it('closing the alert clears the error and the notifications', () => {
    showAlert({ tone: 'error', message: 'x' });
    showNotification({ id: 'card-added', tone: 'success', message: 'Card added' });
    closeAlert();
    expect($alert.get()).toBeUndefined();
    expect($notifications.get()).toEqual([]);
  });

  it('a new action clears the alert and the banners of the one before', () => {
    showAlert({ tone: 'error', message: 'An unexpected error occurred. Reference: cid-1' });
    showNotification({ id: 'card-added', tone: 'success', message: 'Card added' });
    clearAlerts();
    expect($alert.get()).toBeUndefined();
    expect($notifications.get()).toEqual([]);
  });

  it('a notification with the same id replaces the earlier one', () => {
    showNotification({ id: 'card-added', tone: 'error', message: 'failed' });
    showNotification({ id: 'card-added', tone: 'success', message: 'added' });
    expect($notifications.get()).toEqual([{ id: 'card-added', tone: 'success', message: 'added' }]);
  });

  it('navigation clears the shown notifications', () => {
    showNotification({ id: 'card-removed', tone: 'success', message: 'removed' });
    onNavigation(new URLSearchParams(''), 'Password updated', memoryStorage());
    expect($notifications.get()).toEqual([]);
  });

  it('navigation with editPw shows the password-update-success notification', () => {
    onNavigation(new URLSearchParams('editPw=true'), 'Your password was updated.', memoryStorage());
    expect($notifications.get()).toEqual([{ id: 'password-update-success', tone: 'success', message: 'Your password was updated.' }]);
  });

  it('a banner left by the previous page shows once, on the next navigation only', () => {
    const storage = memoryStorage();
    leaveNotification({ id: 'profile-updated', tone: 'success', message: 'Your profile was saved.' }, storage);
    onNavigation(new URLSearchParams(''), 'Password updated', storage);
    expect($notifications.get()).toEqual([{ id: 'profile-updated', tone: 'success', message: 'Your profile was saved.' }]);
    onNavigation(new URLSearchParams(''), 'Password updated', storage);
    expect($notifications.get()).toEqual([]);
  });

  it('a left banner shows beside the password-update-success one', () => {
    const storage = memoryStorage();
    leaveNotification({ id: 'card-added', tone: 'error', message: 'The card was not added.' }, storage);
    onNavigation(new URLSearchParams('editPw'), 'Password updated', storage);
    expect($notifications.get().map((shown) => shown.id)).toEqual(['password-update-success', 'card-added']);
  });

  it.each([
    ['not JSON', '{id'],
    ['not a banner', JSON.stringify({ id: 'x', tone: 'loud', message: 'm' })],
    ['missing its message', JSON.stringify({ id: 'x', tone: 'info' })],
  ])('a stored banner that is %s is dropped', (_name, stored) => {
    const storage = memoryStorage({ left_notification: stored });
    onNavigation(new URLSearchParams(''), 'Password updated', storage);
    expect($notifications.get()).toEqual([]);
    expect(storage.values.has('left_notification')).toBe(false);
  });
});
