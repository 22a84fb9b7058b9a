// The native bridge of the mobile app webview (SPEC 1): login, logout, editProfile, deleteProfile.

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
