// Adding a second sign-in e-mail address (SPEC 7 user-mgmt/user/alias, aliasType EMAIL): the call and what each
// refusal leaves the screen to say. The address is checked by the forms' e-mail rule first; the gateway judges it again.
import type { KyInstance } from 'ky';
import { addAlias } from '../../api/profileService';
import type { FieldError } from '../../rules/fields/fieldErrors';
import { callFailureOf, refusedFieldError } from '../page/callFailure';
import { sessionApi } from '../page/session';

export type EmailAliasResult =
  | { kind: 'added'; alias: string }
  /** 409 ALIAS_TAKEN: another account of the site signs in with it. */
  | { kind: 'taken' }
  /** The gateway's e-mail rule refused it (VALIDATION_FAILED on `alias`). */
  | { kind: 'invalid'; error: FieldError }
  | { kind: 'failed' }
  | { kind: 'alerted' };

export async function addEmailAlias(alias: string, { api = sessionApi() }: { api?: KyInstance } = {}): Promise<EmailAliasResult> {
  const address = alias.trim();
  try {
    await addAlias(api, { alias: address, aliasType: 'EMAIL' });
  } catch (error) {
    const failure = callFailureOf(error);
    if (failure.kind === 'alerted') return failure;
    if (failure.code === 'ALIAS_TAKEN') return { kind: 'taken' };
    const invalid = refusedFieldError(failure, 'alias');
    return invalid ? { kind: 'invalid', error: invalid } : { kind: 'failed' };
  }
  return { kind: 'added', alias: address };
}
