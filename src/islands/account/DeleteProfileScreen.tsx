// Deleting the account (SPEC 2 delete-profile, SPEC 6): what goes, a confirmation the person ticks, a danger button;
// then the account is removed, the app told (deleteProfile) and the person signed out to the sign-in page with a notice.

import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { FormBanner } from '../../components/FormBanner';
import { RouteGate } from '../../components/RouteGate';
import { fieldErrorText } from '../../components/fieldErrorText';
import { useFormFields, type FieldErrors } from '../../components/useFormFields';
import { useTexts } from '../../components/useTexts';
import type { Texts } from '../../content/textKeys';
import type { deleteProfileTextKeys } from './accountTextKeys';
import { routePath } from '../../routes/location';
import { fieldError } from '../../rules/fields/fieldErrors';
import type { Locale } from '../../site/locales';
import { FormPlaceholder } from '../../components/Placeholder';
import { buildFlags } from '../../site/buildFlags';
import type { ShownRoute } from '../../state/page/navigation';
import { SubmitForm } from '../../components/SubmitForm';
import { useSubmitFlow } from '../../components/useSubmitFlow';

type DeleteProfileTexts = Pick<Texts, (typeof deleteProfileTextKeys)[number]>;

type Banner = 'notAllowed' | 'failed';

function validate({ deleteConfirm }: { deleteConfirm: boolean }): FieldErrors<'deleteConfirm'> {
  return deleteConfirm ? {} : { deleteConfirm: fieldError('required') };
}

function DeleteAccount({ shown, texts }: { shown: ShownRoute; texts: DeleteProfileTexts }) {
  const fields = useFormFields<{ deleteConfirm: boolean }, 'deleteConfirm'>({ deleteConfirm: false }, validate);

  const flow = useSubmitFlow<Banner>({
    check: fields.check,
    send: async () => {
      const { deleteAccount } = await import('../../state/account/accountDeletion');
      const result = await deleteAccount(texts['notification.accountDeleted']);
      return result.kind === 'deleted' ? { type: 'accepted' } : { type: 'refused', banner: result.kind === 'banner' ? result.banner : undefined };
    },
  });

  return (
    <>
      <p>{texts['deleteProfile.explanation']}</p>
      {flow.banner && <FormBanner tone="error">{flow.banner === 'notAllowed' ? texts['deleteProfile.notAllowed'] : texts['deleteProfile.failed']}</FormBanner>}
      <SubmitForm attach={flow.attachForm} onSubmit={flow.submit}>
        <Checkbox
          name="deleteConfirm"
          isRequired
          isSelected={fields.values.deleteConfirm}
          onChange={(selected) => {
            fields.set('deleteConfirm', selected);
            fields.touch('deleteConfirm');
          }}
          errorMessage={fieldErrorText(texts, 'deleteConfirm', fields.errorOf('deleteConfirm'))}
        >
          {texts['deleteProfile.confirm']}
        </Checkbox>
        <div className="form-actions">
          <Button type="submit" variant="danger" isPending={flow.isPending}>
            {texts['deleteProfile.submit']}
          </Button>
          <a href={routePath(shown.location, 'profile', buildFlags)}>{texts['deleteProfile.cancel']}</a>
        </div>
      </SubmitForm>
    </>
  );
}

/** The route's data this screen reads (SPEC 2). */
const resolvers = async () => ({ userAttributes: (await import('../../state/page/routeResolvers')).userAttributesResolver });

export default function DeleteProfileScreen({ texts, locale }: { texts: DeleteProfileTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate
      route="delete-profile"
      flags={buildFlags}
      texts={texts}
      locale={locale}
      before={{ kind: 'frame', frame: <FormPlaceholder intro={<p>{inForce['deleteProfile.explanation']}</p>} /> }}
      resolvers={resolvers}
    >
      {(shown) => <DeleteAccount shown={shown} texts={inForce} />}
    </RouteGate>
  );
}
