// The text keys each account screen reads (SPEC 2 profile, edit-profile, cashback-statement, site-settings,
// delete-profile): its page carries only these texts. Kept apart from the islands so the lists, which only the build
// reads, never ship in a page's script; the islands import their types.
import { cardStatusTextKeys } from '../../components/cards/CardStatusBadge';
import { profileCardsTextKeys } from './profileCardsTextKeys';
import { conciergeLookupTextKeys } from './ConciergeLookup';
import { profileDetailsTextKeys } from '../../components/account/ProfileDetails';
import { profileLinkTextKeys } from './ProfileLinks';
import { profileNextStepsTextKeys } from './ProfileNextSteps';
import { consentDownloadTextKeys } from './ConsentDownload';
import { gateTextKeys } from '../../components/RouteGate';
import { userFormFieldTextKeys } from '../../components/account/UserFormFields';
import { preferenceChoicesTextKeys } from '../../components/account/preferenceChoicesTextKeys';

export const profileTextKeys = [
  ...gateTextKeys,
  ...profileDetailsTextKeys,
  ...profileCardsTextKeys,
  ...conciergeLookupTextKeys,
  ...Object.values(profileLinkTextKeys),
  ...profileNextStepsTextKeys,
  ...consentDownloadTextKeys,
  'profile.details',
  'profile.intro',
  'profile.unavailable',
] as const;

export const editProfileTextKeys = [
  ...gateTextKeys,
  ...userFormFieldTextKeys,
  'editProfile.intro',
  'editProfile.submit',
  'editProfile.cancel',
  'editProfile.failed',
  'editProfile.notUpdatable',
  'notification.profileUpdated',
  'profile.unavailable',
  'session.restored',
] as const;

export const cashbackTextKeys = [
  ...gateTextKeys,
  'cashback.intro',
  'cashback.cards',
  'cashback.card',
  ...cardStatusTextKeys,
  'cashback.optInHint',
  'cashback.openPreferences',
  'cashback.empty',
  'cashback.addCard',
  'cashback.unavailable',
  'account.backToProfile',
] as const;

export const preferencesTextKeys = [
  ...gateTextKeys,
  ...preferenceChoicesTextKeys,
  'preferences.intro',
  'preferences.submit',
  'preferences.saved',
  'preferences.failed',
  'preferences.lastChanged',
  'preferences.policyAccepted',
  'preferences.policyAcceptedOn',
  'account.backToProfile',
] as const;

export const deleteProfileTextKeys = [
  ...gateTextKeys,
  'deleteProfile.explanation',
  'deleteProfile.confirm',
  'field.deleteConfirm.required',
  'deleteProfile.submit',
  'deleteProfile.cancel',
  'deleteProfile.notAllowed',
  'deleteProfile.failed',
  'notification.accountDeleted',
] as const;
