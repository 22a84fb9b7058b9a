// The cashback statement (SPEC 2 cashback-statement and "Cashback list"): each card as XXXX XXXX XXXX plus its last four
// digits, with its eligibility badge when the site enables cashback and the cardholder opted in to it (SPEC 6).
import { useEffect, useState } from 'react';
import type { CashbackItem } from '../../api/contracts/cashback';
import { CardStatusBadge } from '../../components/cards/CardStatusBadge';
import { RouteGate } from '../../components/RouteGate';
import { useTexts } from '../../components/useTexts';
import { interpolate } from '../../content/interpolate';
import type { Texts } from '../../content/textKeys';
import type { cashbackTextKeys } from '../account/accountTextKeys';
import { routePath } from '../../routes/location';
import { cashbackCardNumber, isCashbackBadgeShown } from '../../rules/cards/cashbackDisplay';
import { offeredOptInKinds } from '../../rules/preferences/optInChoices';
import type { Locale } from '../../site/locales';
import { Placeholder } from '../../components/Placeholder';
import { buildFlags } from '../../site/buildFlags';
import type { ShownRoute } from '../../state/page/navigation';

type CashbackTexts = Pick<Texts, (typeof cashbackTextKeys)[number]>;

/** The statement before it comes: its introduction, its heading and a place for two cards. */
function StatementFrame({ texts }: { texts: CashbackTexts }) {
  return (
    <>
      <p>{texts['cashback.intro']}</p>
      <h2>{texts['cashback.cards']}</h2>
      <Placeholder kind="block" lines={2} />
    </>
  );
}

function Statement({ shown, texts }: { shown: ShownRoute; texts: CashbackTexts }) {
  const { location, siteConfig, data } = shown;
  const [statement, setStatement] = useState<CashbackItem[] | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void import('../../state/cards/cashbackStatement')
      .then(({ loadCashbackStatement }) => loadCashbackStatement(location.siteId))
      .then((loaded) => {
        if (active) setStatement(loaded ?? null);
      });
    return () => {
      active = false;
    };
  }, [location.siteId]);

  const attributes = data.userAttributes ?? {};
  const badges = isCashbackBadgeShown(siteConfig, attributes);
  const offersCashback = offeredOptInKinds(siteConfig).includes('cashback');
  const path = (route: Parameters<typeof routePath>[1]) => routePath(location, route, buildFlags);
  if (statement === undefined) return <StatementFrame texts={texts} />;
  return (
    <>
      <p>{texts['cashback.intro']}</p>
      {offersCashback && !badges && data.userAttributes && (
        <p className="form-aside">
          {texts['cashback.optInHint']} <a href={path('site-settings')}>{texts['cashback.openPreferences']}</a>
        </p>
      )}
      {statement === null ? (
        <p>{texts['cashback.unavailable']}</p>
      ) : statement.length === 0 ? (
        <p>
          {texts['cashback.empty']} <a href={path('edit-pan')}>{texts['cashback.addCard']}</a>
        </p>
      ) : (
        <section aria-labelledby="cashback-cards">
          <h2 id="cashback-cards">{texts['cashback.cards']}</h2>
          <ul className="card-list">
            {statement.map((item, index) => (
              <li key={`${item.pan}-${index}`} className="card-list-item">
                <span className="card-masked" aria-hidden="true">
                  {cashbackCardNumber(item.pan)}
                </span>
                <span className="visually-hidden">{interpolate(texts['cashback.card'], { lastFour: item.pan.slice(-4) })}</span>
                {badges && <CardStatusBadge status={item.status} texts={texts} />}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="form-links">
        <a href={path('profile')}>{texts['account.backToProfile']}</a>
      </p>
    </>
  );
}

/** The route's data this screen reads (SPEC 2). */
const resolvers = async () => ({ userAttributes: (await import('../../state/page/routeResolvers')).userAttributesResolver });

export default function CashbackScreen({ texts, locale }: { texts: CashbackTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate
      route="cashback-statement"
      flags={buildFlags}
      texts={texts}
      locale={locale}
      before={{ kind: 'frame', frame: <StatementFrame texts={inForce} /> }}
      resolvers={resolvers}
    >
      {(shown) => <Statement shown={shown} texts={inForce} />}
    </RouteGate>
  );
}
