// Where a consent is given (issue 17, part 4): X-CHANNEL: app while the tab is a mobile app session (opened with
// isMobile=true), on the calls whose consents the gateway records (registration, the attribute save). Only those calls
// carry it, so no page's first scripts do.
import { storageKeys } from '../site/authState';
import { headerNames } from './contracts/headers';

export function channelHeaders(storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage): Record<string, string> {
  return storage?.getItem(storageKeys.mobileSession) === 'true' ? { [headerNames.channel]: 'app' } : {};
}
