// Creating an account (SPEC 2 registration and add-pan, SPEC 7 user-mgmt registration): the request that creates the
// account. The form's layout and card settings are in src/state/registration/registrationLayout.ts (re-exported here).
import { validationFailedFields } from '../../api/profileService';
import { register, registerForSite } from '../../api/registrationService';
import type { RegistrationRequest } from '../../api/contracts/registration';
import { toDobValue } from '../../rules/fields/dateOfBirth';
import type { FieldError } from '../../rules/fields/fieldErrors';
import type { UserEntries, UserFieldPath } from '../../rules/fields/userForm';
import { buildFlags } from '../../site/buildFlags';
import type { ShownRoute } from '../page/navigation';
import { callFailureOf } from '../page/callFailure';
import { sessionApi } from '../page/session';
import type { PortalLocation } from '../../routes/location';
import { minutesToWait } from '../../routes/retryWait';
import type { RegistrationBanner } from './registrationLayout';
import type { RegistrationChoices } from './heldRegistration';
import { withoutAllOfTheAbove, type OptInFormKey } from '../../rules/preferences/marketingOptIns';

export { registrationCardSettings, registrationLayout, type RegistrationBanner } from './registrationLayout';

export type CreateAccountResult =
  | { kind: 'created' }
  /** The gateway judged fields the form let through (or found since): shown under their fields. */
  | { kind: 'fieldErrors'; fieldErrors: Partial<Record<UserFieldPath, FieldError>> }
  /** A refusal the form cannot show under a field: its banner. */
  | { kind: 'banner'; banner: RegistrationBanner }
  /** The error catalogue spoke already (the generic alert with its reference id for a 500, SPEC 8): nothing to add. */
  | { kind: 'alerted' };

/**
 * The registration request of SPEC 7 from the form's entries; blanks are left out, the dob as YYYY-MM-DD. The opt-ins
 * (without 'All of the above') and the offer categories go when the form asked for them.
 */
export function registrationRequest(
  entries: UserEntries,
  cards: readonly string[],
  location: Pick<PortalLocation, 'siteId' | 'locale'>,
  choices?: RegistrationChoices,
): RegistrationRequest {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const dob = entries.dob.yyyy || entries.dob.mm || entries.dob.dd ? toDobValue(entries.dob) : undefined;
  const address = Object.fromEntries(
    Object.entries(entries.address)
      .filter(([, value]) => value.trim() !== '')
      .map(([part, value]) => [part, value.trim()]),
  );
  const request: RegistrationRequest = {
    siteId: location.siteId,
    locale: location.locale,
    email: entries.email.trim(),
    password: entries.password,
    confirm_password: entries.confirm_password,
    pp: entries.pp,
    ...(cards.length > 0 ? { userAssetRequest: cards.map((value) => ({ assetType: 'PAN' as const, value })) } : {}),
    ...(Object.keys(address).length > 0 ? { address } : {}),
    ...(dob === undefined ? {} : { dob }),
  };
  const optIns = withoutAllOfTheAbove(choices?.optIns ?? []);
  if (optIns.length > 0) request.marketing_opt_ins = optIns.map(({ key, value, subscribe }) => ({ key: key as OptInFormKey, value, subscribe }));
  if (choices !== undefined && choices.categoryIds.length > 0) request.offers_preference = [...choices.categoryIds];
  for (const field of ['title', 'first_name', 'last_name', 'phone', 'nationalId', 'bin'] as const) {
    const value = text(entries[field]);
    if (value !== undefined) request[field] = value;
  }
  return request;
}

/** Fields of the card part of the request (userAssetRequest...) are not on the form: they mean the cards were refused. */
function formFieldErrors(fields: Readonly<Record<string, { id: FieldError['id']; count?: number | undefined }>>): Partial<Record<UserFieldPath, FieldError>> {
  const onForm: Partial<Record<string, FieldError>> = {};
  for (const [path, { id, count }] of Object.entries(fields)) {
    if (!path.startsWith('userAssetRequest')) onForm[path] = count === undefined ? { id } : { id, count };
  }
  return onForm;
}

/** Sends the registration (register/{siteId} in client-server mode); never says whether the address was new. */
export async function createAccount(
  entries: UserEntries,
  cards: readonly string[],
  { location }: Pick<ShownRoute, 'location'>,
  captchaToken?: string,
  choices?: RegistrationChoices,
): Promise<CreateAccountResult> {
  const request = registrationRequest(entries, cards, location, choices);
  try {
    if (buildFlags.useClientServer) {
      const { siteId: _fromPath, ...body } = request;
      await registerForSite(sessionApi(), location.siteId, body, { captchaToken });
    } else {
      await register(sessionApi(), request, { captchaToken });
    }
    return { kind: 'created' };
  } catch (error) {
    const failure = callFailureOf(error);
    if (failure.kind === 'alerted') return { kind: 'alerted' };
    const fields = validationFailedFields(error);
    if (fields !== undefined) {
      const onForm = formFieldErrors(fields);
      if (Object.keys(onForm).length > 0) return { kind: 'fieldErrors', fieldErrors: onForm };
    }
    if (failure.status === 429) return { kind: 'banner', banner: { id: 'tooManyAttempts', minutes: minutesToWait(failure.details) } };
    return { kind: 'banner', banner: { id: failure.code === 'CAPTCHA_INVALID' ? 'captchaInvalid' : 'failed' } };
  }
}
