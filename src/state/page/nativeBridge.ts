// The native bridge of the mobile app webview (SPEC 1): login, logout, editProfile, deleteProfile, reported in a tab
// that was opened as a mobile app session (query parameter isMobile, SPEC 2).
import { storageKeys } from '../../site/authState';

/** The messages the app receives, as `{ feature }` (documented for app developers in docs/native-bridge.md). */
export const bridgeFeatures = ['login', 'logout', 'editProfile', 'deleteProfile'] as const;
export type BridgeFeature = (typeof bridgeFeatures)[number];

/** The iOS script message handler and the Android JavaScript interface the app registers. */
export const bridgeHandlers = { ios: 'portalBridge', android: 'PortalBridge' } as const;

interface IosBridge {
  webkit?: { messageHandlers?: Record<string, { postMessage: (message: unknown) => void } | undefined> };
}
interface AndroidBridge {
  [bridgeHandlers.android]?: { postMessage: (message: string) => void };
}

/** Sends `{ feature }` to the iOS message handler or the Android JS interface, when the page runs in the app. */
export function notifyNativeBridge(feature: BridgeFeature, target: unknown = globalThis): boolean {
  const message = { feature };
  const ios = (target as IosBridge).webkit?.messageHandlers?.[bridgeHandlers.ios];
  if (ios) {
    ios.postMessage(message);
    return true;
  }
  const android = (target as AndroidBridge)[bridgeHandlers.android];
  if (android) {
    android.postMessage(JSON.stringify(message));
    return true;
  }
  return false;
}

/** isMobile=true opens a mobile app session for the tab, isMobile=false ends it; without the parameter nothing changes. */
export function rememberMobileSession(isMobile: boolean | undefined, storage: Pick<Storage, 'setItem' | 'removeItem'> = sessionStorage): void {
  if (isMobile === true) storage.setItem(storageKeys.mobileSession, 'true');
  else if (isMobile === false) storage.removeItem(storageKeys.mobileSession);
}

export function isMobileSession(storage: Pick<Storage, 'getItem'> = sessionStorage): boolean {
  return storage.getItem(storageKeys.mobileSession) === 'true';
}

/** Tells the app about a bridge feature when the tab is a mobile app session; true when a bridge took the message. */
export function reportToApp(feature: BridgeFeature, storage: Pick<Storage, 'getItem'> = sessionStorage, target: unknown = globalThis): boolean {
  return isMobileSession(storage) && notifyNativeBridge(feature, target);
}
