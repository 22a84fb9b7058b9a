// The routed screen of the root page: alerts, then the screen, under the loading overlay. The page is pre-rendered with
// the screen already on it (a form in the locale's built-in texts, or the frame of a signed-in screen with placeholders
// where its data will come); site config, the auth check, the route's guards and its data run once the page's script
// takes over, and the screen then shows with them. A form is usable at once: what it sends waits for the checks.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { Texts } from '../content/textKeys';
import type { Flags } from '../site/flags';
import type { Locale } from '../site/locales';
import { defaultSiteConfig } from '../site/defaultSiteConfig';
import type { RouteName } from '../routes/routeTable';
import type { ShownRoute } from '../state/page/navigation';
import type { Resolvers } from '../state/page/routeData';
import { markRouteShown } from '../state/page/routeShown';
import { AlertRegion } from './AlertRegion';
import { LoadingOverlay } from './LoadingOverlay';
import { useTexts } from './useTexts';
import { sessionWatchTextKeys } from './sessionWatchTexts';

/** Loaded only on a build with sessionExtension, once a signed-in screen shows. */
const SessionWatch = lazy(() => import('./SessionWatch'));

/** The texts every screen's gate needs; each screen's own text keys include these. */
export const gateTextKeys = [
  'shell.loading',
  'alert.close',
  'error.generic',
  'error.reference',
  'error.unavailable',
  'error.retry',
  'notification.passwordUpdated',
  ...sessionWatchTextKeys,
] as const;
export type GateTexts = Pick<Texts, (typeof gateTextKeys)[number]>;

/** What the page shows before the route's checks end. */
export type BeforeShown =
  /** The screen itself, with the built-in site config and no route data: a form the visitor can fill in at once. */
  | { kind: 'screen' }
  /** The screen's frame: its sections with placeholders of the final size where data will come. */
  | { kind: 'frame'; frame: ReactNode };

export interface RouteGateProps {
  route: RouteName;
  flags: Flags;
  /** The page's locale, known when the page is built. */
  locale: Locale;
  texts: GateTexts;
  children: (shown: ShownRoute) => ReactNode;
  /**
   * The resolvers of the route's data (SPEC 2 "Access and data") that the screen reads; resolved before it shows. Given
   * as a loader (a module-level function that `import()`s them), so their calls load with the checks, not the page.
   */
  resolvers?: () => Promise<Resolvers>;
  before: BeforeShown;
}

/** What a pre-rendered screen knows: the page's locale; the site, the session and the data come with the checks. */
export function provisionalRoute(locale: Locale): ShownRoute {
  return { location: { locale, siteId: '' }, siteConfig: defaultSiteConfig, authState: 'LOGGEDOUT', data: {}, provisional: true };
}

export function RouteGate({ route, flags, locale, texts, children, resolvers, before }: RouteGateProps) {
  const [shown, setShown] = useState<ShownRoute | undefined>(undefined);
  const inForce = useTexts(texts);
  useEffect(() => {
    let active = true;
    // The checks and every call behind them load after the page is usable: the first paint and keystroke wait for none.
    void Promise.all([import('../state/page/navigation'), resolvers?.()])
      .then(([{ enterRoute }, resolved]) =>
        enterRoute(
          route,
          flags,
          {
            genericError: texts['error.generic'],
            reference: texts['error.reference'],
            unavailable: texts['error.unavailable'],
            retry: texts['error.retry'],
            passwordUpdated: texts['notification.passwordUpdated'],
          },
          resolved,
        ),
      )
      .then((entry) => {
        if (!active || entry.kind !== 'show') return;
        setShown({ location: entry.location, siteConfig: entry.siteConfig, authState: entry.authState, data: entry.data });
      });
    return () => {
      active = false;
    };
  }, [route, flags, texts, resolvers]);
  // Said once the screen has rendered with what the checks found, so a send held until now runs with that screen.
  useEffect(() => {
    if (shown) markRouteShown();
  }, [shown]);
  const screen = shown ? children(shown) : before.kind === 'screen' ? children(provisionalRoute(locale)) : before.frame;
  return (
    <>
      <AlertRegion closeLabel={inForce['alert.close']} />
      <div className="screen" data-ready={shown ? 'true' : 'false'} aria-busy={shown === undefined && before.kind === 'frame' ? true : undefined}>
        {screen}
      </div>
      <LoadingOverlay label={inForce['shell.loading']} />
      {flags.sessionExtension && shown !== undefined && shown.authState !== 'LOGGEDOUT' && (
        <Suspense fallback={null}>
          <SessionWatch texts={inForce} />
        </Suspense>
      )}
    </>
  );
}
