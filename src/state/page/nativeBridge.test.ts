import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../api/testing/recordingApi';
import { isMobileSession, notifyNativeBridge, rememberMobileSession, reportToApp } from './nativeBridge';

describe('native bridge of the app webview', () => {
  it('posts the feature to the iOS message handler', () => {
    const postMessage = vi.fn();
    expect(notifyNativeBridge('logout', { webkit: { messageHandlers: { portalBridge: { postMessage } } } })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ feature: 'logout' });
  });

  it('posts the feature as JSON to the Android JS interface', () => {
    const postMessage = vi.fn();
    expect(notifyNativeBridge('deleteProfile', { PortalBridge: { postMessage } })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith('{"feature":"deleteProfile"}');
  });

  it('does nothing in a plain browser', () => {
    expect(notifyNativeBridge('login', {})).toBe(false);
  });
});

describe('the mobile app session (query parameter isMobile)', () => {
  const ios = () => {
    const postMessage = vi.fn();
    return { postMessage, target: { webkit: { messageHandlers: { portalBridge: { postMessage } } } } };
  };

  it.each([
    ['isMobile=true opens it', undefined, true, true],
    ['isMobile=false ends it', 'true', false, false],
    ['no parameter keeps an open one', 'true', undefined, true],
    ['no parameter keeps none', undefined, undefined, false],
  ] as const)('%s', (_name, stored, isMobile, open) => {
    const storage = memoryStorage(stored === undefined ? {} : { mobile_session: stored });
    rememberMobileSession(isMobile, storage);
    expect(isMobileSession(storage)).toBe(open);
  });

  it('reports a feature to the app in a mobile app session', () => {
    const { postMessage, target } = ios();
    expect(reportToApp('editProfile', memoryStorage({ mobile_session: 'true' }), target)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ feature: 'editProfile' });
  });

  it('reports nothing outside a mobile app session, even where a bridge exists', () => {
    const { postMessage, target } = ios();
    expect(reportToApp('login', memoryStorage(), target)).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });
});
