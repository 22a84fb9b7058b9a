// The native bridge of the mobile app webview (SPEC 1): login, logout, editProfile, deleteProfile, reported in a tab
// that was opened as a mobile app session (query parameter isMobile, SPEC 2).
import { storageKeys } from '../../site/authState';

export type BridgeFeature = 'login' | 'logout' | 'editProfile' | 'deleteProfile';

interface IosBridge {
  webkit?: { messageHandlers?: Record<string, { postMessage: (message: unknown) => void } | undefined> };
}
interface AndroidBridge {
  PortalBridge?: { postMessage: (message: string) => void };
}

/** Sends `{ feature }` to the iOS message handler or the Android JS interface, when the page runs in the app. */
export function notifyNativeBridge(feature: BridgeFeature, target: unknown = globalThis): boolean {
  const message = { feature };
  const ios = (target as IosBridge).webkit?.messageHandlers?.['portalBridge'];
  if (ios) {
    ios.postMessage(message);
    return true;
  }
  const android = (target as AndroidBridge).PortalBridge;
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
