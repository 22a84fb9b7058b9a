import { afterEach, describe, expect, it } from 'vitest';
import { cleanStores } from 'nanostores';
import { memoryStorage } from '../api/testing/recordingApi';
import { $alert, $notifications, closeAlert, hideAlert, onNavigation, queueNotification, showAlert, showNotification } from './alerts';

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

  it('shows the banners queued for the next page once, then forgets them', () => {
    const storage = memoryStorage();
    queueNotification({ id: 'card-added', tone: 'error', message: 'failed' }, storage);
    queueNotification({ id: 'card-added', tone: 'success', message: 'Your card was added.' }, storage);
    onNavigation(new URLSearchParams(''), 'Password updated', storage);
    expect($notifications.get()).toEqual([{ id: 'card-added', tone: 'success', message: 'Your card was added.' }]);
    onNavigation(new URLSearchParams(''), 'Password updated', storage);
    expect($notifications.get()).toEqual([]);
  });

  it('ignores a queue that is not a list of banners', () => {
    onNavigation(new URLSearchParams(''), 'x', memoryStorage({ queued_notifications: '[{"id":1},"x"]' }));
    expect($notifications.get()).toEqual([]);
  });
});
