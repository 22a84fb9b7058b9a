// A screen whose flow is not built on this site yet: its guards still run, then a short notice shows.
import { RouteGate, gateTextKeys } from '../components/RouteGate';
import { useTexts } from '../components/useTexts';
import type { Texts } from '../content/textKeys';
import type { RouteName } from '../routes/routeTable';
import { buildFlags } from '../site/buildFlags';

export const placeholderTextKeys = [...gateTextKeys, 'shell.placeholder'] as const;
type PlaceholderTexts = Pick<Texts, (typeof placeholderTextKeys)[number]>;

export default function PlaceholderScreen({ route, texts }: { route: RouteName; texts: PlaceholderTexts }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate route={route} flags={buildFlags} texts={texts}>
      {() => <p>{inForce['shell.placeholder']}</p>}
    </RouteGate>
  );
}
