// The return URL a sign-in or a check kept through a step put in between (a new privacy policy, a passcode check): once
// the step is done, where to go on, and the stored URL spent.
import type { PortalLocation } from '../../routes/location';
import { returnDestination } from '../../routes/returnDestination';
import { storageKeys } from '../../site/authState';
import { buildFlags } from '../../site/buildFlags';

/** Goes on to the stored return URL when it still passes, else the profile; the stored URL is spent either way. */
export function goOnToStoredReturnUrl(location: PortalLocation): void {
  const onward = returnDestination({
    storedReturnUrl: sessionStorage.getItem(storageKeys.returnUrl),
    location,
    origin: window.location.origin,
    flags: buildFlags,
  });
  sessionStorage.removeItem(storageKeys.returnUrl);
  window.location.assign(onward);
}
