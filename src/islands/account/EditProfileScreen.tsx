// The profile form (SPEC 2 edit-profile, SPEC 5 profile form): the site's user form without e-mail, password, national
// id and privacy policy, prefilled from the profile and its attributes. Field errors, the app's own and the gateway's,
// sit under their fields; a refusal keeps everything typed; a save goes back to the profile with a banner.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { UserProfile } from '../../api/contracts/auth';
import { Button } from '../../components/Button';
import { FormBanner } from '../../components/FormBanner';
import { RouteGate } from '../../components/RouteGate';
import { UserFormFields } from '../../components/account/UserFormFields';
import { useFormFields } from '../../components/useFormFields';
import { useTexts } from '../../components/useTexts';
import type { Texts } from '../../content/textKeys';
import type { editProfileTextKeys } from './accountTextKeys';
import { routePath } from '../../routes/location';
import { fieldErrorsOnForm, profileEntries, profileUpdateOf, withKeptEntries } from '../../rules/account/profileForm';
import { offerWork, takeWork } from '../../state/page/keptWork';
import { validateUserForm, type UserEntries, type UserFieldPath } from '../../rules/fields/userForm';
import type { Locale } from '../../site/locales';
import { FormPlaceholder } from '../../components/Placeholder';
import { buildFlags } from '../../site/buildFlags';
import type { ShownRoute } from '../../state/page/navigation';
import { profileLayout, type EditProfileBanner } from '../../state/account/profileLayout';
import { SubmitForm } from '../../components/SubmitForm';
import { useSubmitFlow } from '../../components/useSubmitFlow';

type EditProfileTexts = Pick<Texts, (typeof editProfileTextKeys)[number]>;

const bannerKeys = { notUpdatable: 'editProfile.notUpdatable', failed: 'editProfile.failed' } as const satisfies Record<
  EditProfileBanner,
  keyof EditProfileTexts
>;

function ProfileForm({ shown, profile, texts }: { shown: ShownRoute; profile: UserProfile; texts: EditProfileTexts }) {
  const { location, siteConfig, data } = shown;
  const layout = useMemo(() => profileLayout(siteConfig, location), [siteConfig, location]);
  const validate = useCallback((entries: UserEntries) => validateUserForm(layout, entries, new Date()), [layout]);
  // What this cardholder typed here before a sign-out they did not choose comes back (src/state/page/keptWork).
  const [kept] = useState(() => takeWork('edit-profile', profile.primaryUserIdentifier));
  const fields = useFormFields<UserEntries, UserFieldPath>(() => withKeptEntries(profileEntries(profile, data.userAttributes ?? {}), kept), validate);
  const profilePath = routePath(location, 'profile', buildFlags);
  const typed = fields.values;
  useEffect(() => offerWork(() => ({ route: 'edit-profile', owner: profile.primaryUserIdentifier, values: typed })), [profile.primaryUserIdentifier, typed]);

  const flow = useSubmitFlow<EditProfileBanner>({
    check: fields.check,
    send: async () => {
      const { saveProfile } = await import('../../state/account/profileUpdate');
      const result = await saveProfile(profileUpdateOf(layout, fields.values), texts['notification.profileUpdated']);
      switch (result.kind) {
        case 'saved':
          window.location.assign(profilePath);
          return { type: 'accepted' };
        case 'fieldErrors': {
          const onForm = fieldErrorsOnForm(layout, result.fields);
          if (Object.keys(onForm).length === 0) return { type: 'refused', banner: 'failed' };
          fields.setServerErrors(onForm);
          return { type: 'refused', fieldErrors: true };
        }
        case 'banner':
          return { type: 'refused', banner: result.banner };
        case 'alerted':
          return { type: 'refused' };
      }
    },
  });

  return (
    <>
      <p>{texts['editProfile.intro']}</p>
      {kept !== undefined && !flow.banner && <FormBanner tone="info">{texts['session.restored']}</FormBanner>}
      {flow.banner && <FormBanner tone="error">{texts[bannerKeys[flow.banner]]}</FormBanner>}
      <SubmitForm attach={flow.attachForm} onSubmit={flow.submit}>
        <UserFormFields
          layout={layout}
          entries={fields.values}
          set={fields.set}
          errorOf={fields.errorOf}
          touch={fields.touch}
          texts={texts}
          withOtherTitles={buildFlags.otherTitles}
        />
        <div className="form-actions">
          <Button type="submit" isPending={flow.isPending}>
            {texts['editProfile.submit']}
          </Button>
          <a href={profilePath}>{texts['editProfile.cancel']}</a>
        </div>
      </SubmitForm>
    </>
  );
}

/** The route's data this screen reads (SPEC 2). */
const resolvers = async () => {
  const { profileResolver, userAttributesResolver } = await import('../../state/page/routeResolvers');
  return { profile: profileResolver, userAttributes: userAttributesResolver };
};

export default function EditProfileScreen({ texts, locale }: { texts: EditProfileTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate
      route="edit-profile"
      flags={buildFlags}
      texts={texts}
      locale={locale}
      before={{ kind: 'frame', frame: <FormPlaceholder intro={<p>{inForce['editProfile.intro']}</p>} fields={6} /> }}
      resolvers={resolvers}
    >
      {(shown) => (shown.data.profile ? <ProfileForm shown={shown} profile={shown.data.profile} texts={inForce} /> : <p>{inForce['profile.unavailable']}</p>)}
    </RouteGate>
  );
}
