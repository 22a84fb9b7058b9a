// The profile form (SPEC 2 edit-profile, SPEC 5 profile form): the site's user form without e-mail, password, national
// id and privacy policy, prefilled from the profile and its attributes. Field errors, the app's own and the gateway's,
// sit under their fields; a refusal keeps everything typed; a save goes back to the profile with a banner.
import { useCallback, useMemo, useReducer } from 'react';
import type { UserProfile } from '../../api/contracts/auth';
import { Button } from '../../components/Button';
import { FormBanner } from '../../components/FormBanner';
import { RouteGate } from '../../components/RouteGate';
import { UserFormFields } from '../../components/account/UserFormFields';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';
import { useFormFields } from '../../components/useFormFields';
import { useTexts } from '../../components/useTexts';
import type { Texts } from '../../content/textKeys';
import type { editProfileTextKeys } from './accountTextKeys';
import { routePath } from '../../routes/location';
import { fieldErrorsOnForm, profileEntries, profileUpdateOf } from '../../rules/account/profileForm';
import { validateUserForm, type UserEntries, type UserFieldPath } from '../../rules/fields/userForm';
import { buildFlags } from '../../site/buildFlags';
import { formTransition, initialFormState } from '../../state/page/formFlow';
import type { ShownRoute } from '../../state/page/navigation';
import { profileResolver, userAttributesResolver } from '../../state/page/routeResolvers';
import { profileLayout, saveProfile, type EditProfileBanner } from '../../state/account/profileUpdate';
import { SubmitForm } from '../../components/SubmitForm';

type EditProfileTexts = Pick<Texts, (typeof editProfileTextKeys)[number]>;

const bannerKeys = { notUpdatable: 'editProfile.notUpdatable', failed: 'editProfile.failed' } as const satisfies Record<EditProfileBanner, keyof EditProfileTexts>;

function ProfileForm({ shown, profile, texts }: { shown: ShownRoute; profile: UserProfile; texts: EditProfileTexts }) {
  const { location, siteConfig, data } = shown;
  const layout = useMemo(() => profileLayout(siteConfig, location), [siteConfig, location]);
  const validate = useCallback((entries: UserEntries) => validateUserForm(layout, entries, new Date()), [layout]);
  const [state, dispatch] = useReducer(formTransition<EditProfileBanner>, undefined, initialFormState<EditProfileBanner>);
  const fields = useFormFields<UserEntries, UserFieldPath>(() => profileEntries(profile, data.userAttributes ?? {}), validate);
  const formRef = useFocusFirstInvalid(state.step === 'editing' ? state.attempt : 0);
  const profilePath = routePath(location, 'profile', buildFlags);

  async function submit() {
    if (state.step !== 'editing') return;
    if (!fields.check()) {
      dispatch({ type: 'invalid' });
      return;
    }
    dispatch({ type: 'submit' });
    const result = await saveProfile(profileUpdateOf(layout, fields.values), texts['notification.profileUpdated']);
    switch (result.kind) {
      case 'saved':
        dispatch({ type: 'accepted' });
        window.location.assign(profilePath);
        return;
      case 'fieldErrors': {
        const onForm = fieldErrorsOnForm(layout, result.fields);
        if (Object.keys(onForm).length === 0) {
          dispatch({ type: 'refused', banner: 'failed' });
          return;
        }
        fields.setServerErrors(onForm);
        dispatch({ type: 'refused', fieldErrors: true });
        return;
      }
      case 'banner':
        dispatch({ type: 'refused', banner: result.banner });
        return;
      case 'alerted':
        dispatch({ type: 'refused' });
    }
  }

  return (
    <>
      <p>{texts['editProfile.intro']}</p>
      {state.step === 'editing' && state.banner && <FormBanner tone="error">{texts[bannerKeys[state.banner]]}</FormBanner>}
      <SubmitForm ref={formRef} onSubmit={submit}>
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
          <Button type="submit" isPending={state.step !== 'editing'}>
            {texts['editProfile.submit']}
          </Button>
          <a href={profilePath}>{texts['editProfile.cancel']}</a>
        </div>
      </SubmitForm>
    </>
  );
}

/** The route's data this screen reads (SPEC 2). */
const resolvers = { profile: profileResolver, userAttributes: userAttributesResolver };

export default function EditProfileScreen({ texts }: { texts: EditProfileTexts }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate route="edit-profile" flags={buildFlags} texts={texts} resolvers={resolvers}>
      {(shown) => (shown.data.profile ? <ProfileForm shown={shown} profile={shown.data.profile} texts={inForce} /> : <p>{inForce['profile.unavailable']}</p>)}
    </RouteGate>
  );
}
