// The preferences screen (SPEC 2 site-settings): the marketing opt-ins the site offers with 'All of the above' (SPEC 3,
// SPEC 4 toggle) and the offer categories (offers_preference), saved together as attributes of the user on the site.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ConsentNotes } from '../../state/account/consents';
import { Button } from '../../components/Button';
import { CategoryChoices, OptInChoices, optInLabels } from '../../components/account/PreferenceChoices';
import { FormBanner } from '../../components/FormBanner';
import { RouteGate } from '../../components/RouteGate';
import { StatusMessage, type StatusEvent } from '../../components/cards/StatusMessage';
import { useTexts } from '../../components/useTexts';
import type { Texts } from '../../content/textKeys';
import type { preferencesTextKeys } from './accountTextKeys';
import { routePath } from '../../routes/location';
import type { OptInItem } from '../../rules/preferences/marketingOptIns';
import { offeredOptInKinds, optInChoices } from '../../rules/preferences/optInChoices';
import { withAllOfTheAbove } from '../../rules/preferences/optInToggle';
import { offersPreferenceAttribute, parseOffersPreference } from '../../rules/preferences/offersPreference';
import type { Locale } from '../../site/locales';
import { FormPlaceholder } from '../../components/Placeholder';
import { buildFlags } from '../../site/buildFlags';
import type { ShownRoute } from '../../state/page/navigation';
import { SubmitForm } from '../../components/SubmitForm';
import { useSubmitFlow } from '../../components/useSubmitFlow';

type PreferencesTexts = Pick<Texts, (typeof preferencesTextKeys)[number]>;

function PreferencesForm({ shown, texts }: { shown: ShownRoute; texts: PreferencesTexts }) {
  const { location, siteConfig, data } = shown;
  const categories = data.offerCategories ?? [];
  const kinds = useMemo(() => offeredOptInKinds(siteConfig), [siteConfig]);
  const [optIns, setOptIns] = useState<OptInItem[]>(() =>
    withAllOfTheAbove(optInChoices(kinds, data.userAttributes ?? {}, optInLabels(texts)), texts['preferences.optIn.all']),
  );
  const [chosen, setChosen] = useState<readonly string[]>(() => parseOffersPreference(data.userAttributes?.[offersPreferenceAttribute]));
  const [status, setStatus] = useState<StatusEvent | undefined>(undefined);
  // "Last changed on" from the consent history (issue 17, part 4), worded where the history loads; a gateway without
  // it shows the choices alone.
  const [notes, setNotes] = useState<ConsentNotes | undefined>(undefined);
  const { siteId, locale } = location;
  const reloadNotes = useCallback(() => {
    void import('../../state/account/consents').then(({ consentNotes }) => consentNotes(siteId, locale, texts)).then(setNotes);
  }, [siteId, locale, texts]);
  useEffect(reloadNotes, [reloadNotes]);

  const flow = useSubmitFlow<'failed'>({
    send: async () => {
      const { savePreferences } = await import('../../state/account/preferences');
      const result = await savePreferences(location.siteId, {
        optIns: kinds.length > 0 ? optIns : undefined,
        categoryIds: categories.length > 0 ? chosen.filter((id) => categories.some((category) => category.id === id)) : undefined,
      });
      // The form stays for further changes either way; a refusal keeps every choice made.
      if (result.kind !== 'saved') return { type: 'refused', banner: result.kind === 'failed' ? 'failed' : undefined };
      setStatus((previous) => ({ id: (previous?.id ?? 0) + 1, tone: 'success', message: texts['preferences.saved'] }));
      reloadNotes();
      return { type: 'acceptedAgain' };
    },
  });

  return (
    <>
      <p>{texts['preferences.intro']}</p>
      {flow.banner && <FormBanner tone="error">{texts['preferences.failed']}</FormBanner>}
      <StatusMessage event={status} />
      <SubmitForm attach={flow.attachForm} onSubmit={flow.submit}>
        <OptInChoices items={optIns} onChange={setOptIns} texts={texts} describe={(key) => notes?.optIns[key]} />
        <CategoryChoices categories={categories} chosen={chosen} onChange={setChosen} texts={texts} />
        {notes?.policy && <p className="preferences-policy">{notes.policy}</p>}
        <div className="form-actions">
          <Button type="submit" isPending={flow.isPending}>
            {texts['preferences.submit']}
          </Button>
          <a href={routePath(location, 'profile', buildFlags)}>{texts['account.backToProfile']}</a>
        </div>
      </SubmitForm>
    </>
  );
}

/** The route's data this screen reads (SPEC 2). */
const resolvers = async () => {
  const [{ offerCategoriesResolver }, { userAttributesResolver }] = await Promise.all([
    import('../../state/account/offerCategoriesResolver'),
    import('../../state/page/routeResolvers'),
  ]);
  return { offerCategories: offerCategoriesResolver, userAttributes: userAttributesResolver };
};

export default function PreferencesScreen({ texts, locale }: { texts: PreferencesTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate
      route="site-settings"
      flags={buildFlags}
      texts={texts}
      locale={locale}
      before={{ kind: 'frame', frame: <FormPlaceholder intro={<p>{inForce['preferences.intro']}</p>} fields={4} /> }}
      resolvers={resolvers}
    >
      {(shown) => <PreferencesForm shown={shown} texts={inForce} />}
    </RouteGate>
  );
}
