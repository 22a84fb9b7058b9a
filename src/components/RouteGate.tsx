// The routed screen of the root page: alerts, then the screen once the route's checks allow it, under the loading overlay.
import { useEffect, useState, type ReactNode } from 'react';
import type { Flags } from '../site/flags';
import type { RouteName } from '../routes/routeTable';
import type { PortalLocation } from '../routes/location';
import { enterRoute } from '../state/navigation';
import { AlertRegion } from './AlertRegion';
import { LoadingOverlay } from './LoadingOverlay';

export interface GateTexts {
  loading: string;
  closeAlert: string;
  genericError: string;
  passwordUpdated: string;
}

export interface RouteGateProps {
  route: RouteName;
  flags: Flags;
  texts: GateTexts;
  children: (location: PortalLocation) => ReactNode;
}

export function RouteGate({ route, flags, texts, children }: RouteGateProps) {
  const [location, setLocation] = useState<PortalLocation | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void enterRoute(route, flags, { genericError: texts.genericError, passwordUpdated: texts.passwordUpdated }).then((entry) => {
      if (active && entry.kind === 'show') setLocation(entry.location);
    });
    return () => {
      active = false;
    };
  }, [route, flags, texts.genericError, texts.passwordUpdated]);
  return (
    <>
      <AlertRegion closeLabel={texts.closeAlert} />
      <div className="screen" data-ready={location ? 'true' : 'false'}>
        {location && children(location)}
      </div>
      <LoadingOverlay label={texts.loading} forced={location === undefined} />
    </>
  );
}
