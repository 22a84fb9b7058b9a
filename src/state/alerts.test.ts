import { afterEach, describe, expect, it } from 'vitest';
import { cleanStores } from 'nanostores';
import { $alert, $notifications, closeAlert, hideAlert, onNavigation, showAlert, showNotification } from './alerts';

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
    onNavigation(new URLSearchParams(''), 'Password updated');
    expect($notifications.get()).toEqual([]);
  });

  it('navigation with editPw shows the password-update-success notification', () => {
    onNavigation(new URLSearchParams('editPw=true'), 'Your password was updated.');
    expect($notifications.get()).toEqual([{ id: 'password-update-success', tone: 'success', message: 'Your password was updated.' }]);
  });
});
