// The routed screen of the root page: alerts, then the screen once the route's checks allow it, under the loading overlay.
import { useEffect, useState, type ReactNode } from 'react';
import type { Texts } from '../content/textKeys';
import type { Flags } from '../site/flags';
import type { RouteName } from '../routes/routeTable';
import { enterRoute, type ShownRoute } from '../state/page/navigation';
import type { Resolvers } from '../state/page/routeData';
import { AlertRegion } from './AlertRegion';
import { LoadingOverlay } from './LoadingOverlay';
import { useTexts } from './useTexts';

/** The texts every screen's gate needs; each screen's own text keys include these. */
export const gateTextKeys = ['shell.loading', 'alert.close', 'error.generic', 'notification.passwordUpdated'] as const;
export type GateTexts = Pick<Texts, (typeof gateTextKeys)[number]>;

export interface RouteGateProps {
  route: RouteName;
  flags: Flags;
  texts: GateTexts;
  children: (shown: ShownRoute) => ReactNode;
  /** The resolvers of the route's data (SPEC 2 "Access and data") that the screen reads; resolved before it shows. */
  resolvers?: Resolvers;
}

export function RouteGate({ route, flags, texts, children, resolvers }: RouteGateProps) {
  const [shown, setShown] = useState<ShownRoute | undefined>(undefined);
  const inForce = useTexts(texts);
  useEffect(() => {
    let active = true;
    void enterRoute(route, flags, { genericError: texts['error.generic'], passwordUpdated: texts['notification.passwordUpdated'] }, resolvers).then((entry) => {
      if (active && entry.kind === 'show') setShown({ location: entry.location, siteConfig: entry.siteConfig, authState: entry.authState, data: entry.data });
    });
    return () => {
      active = false;
    };
  }, [route, flags, texts, resolvers]);
  return (
    <>
      <AlertRegion closeLabel={inForce['alert.close']} />
      <div className="screen" data-ready={shown ? 'true' : 'false'}>
        {shown && children(shown)}
      </div>
      <LoadingOverlay label={inForce['shell.loading']} forced={shown === undefined} />
    </>
  );
}
