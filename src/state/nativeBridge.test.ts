import { describe, expect, it, vi } from 'vitest';
import { notifyNativeBridge } from './nativeBridge';

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
