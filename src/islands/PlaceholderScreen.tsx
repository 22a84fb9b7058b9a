// A screen whose flow is not built on this site yet: its guards still run, then a short notice shows.
import { RouteGate, type GateTexts } from '../components/RouteGate';
import type { RouteName } from '../routes/routeTable';
import { buildFlags } from '../site/buildFlags';

export default function PlaceholderScreen({ route, texts, notice }: { route: RouteName; texts: GateTexts; notice: string }) {
  return (
    <RouteGate route={route} flags={buildFlags} texts={texts}>
      {() => <p>{notice}</p>}
    </RouteGate>
  );
}
