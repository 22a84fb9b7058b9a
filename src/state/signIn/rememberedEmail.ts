// rememberMe (SPEC 9 flag): with the cardholder's consent (an opt-in checkbox), this browser keeps the e-mail address of
// the last sign-in and puts it in the sign-in form on the next visit. Only the address: never a password or a token.
import { storageKeys } from '../../site/authState';

type EmailStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The address a previous sign-in asked this browser to remember, if any. */
export function rememberedEmail(storage: EmailStorage = localStorage): string | undefined {
  const stored = storage.getItem(storageKeys.rememberedEmail);
  return stored !== null && stored.length <= 254 && stored.includes('@') ? stored : undefined;
}

/** After a sign-in: keep the address when the box is ticked, forget any kept one when it is not. */
export function rememberEmail(email: string, remember: boolean, storage: EmailStorage = localStorage): void {
  if (remember) storage.setItem(storageKeys.rememberedEmail, email.trim());
  else storage.removeItem(storageKeys.rememberedEmail);
}
