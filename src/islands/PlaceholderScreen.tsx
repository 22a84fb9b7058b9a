// A screen whose flow is not built on this site yet: its guards still run, then a short notice shows.
import { RouteGate, gateTextKeys } from '../components/RouteGate';
import { useTexts } from '../components/useTexts';
import type { Texts } from '../content/textKeys';
import type { RouteName } from '../routes/routeTable';
import type { Locale } from '../site/locales';
import { FormPlaceholder } from '../components/Placeholder';
import { buildFlags } from '../site/buildFlags';

export const placeholderTextKeys = [...gateTextKeys, 'shell.placeholder'] as const;
type PlaceholderTexts = Pick<Texts, (typeof placeholderTextKeys)[number]>;

export default function PlaceholderScreen({ route, texts, locale }: { route: RouteName; texts: PlaceholderTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate route={route} flags={buildFlags} texts={texts} locale={locale} before={{ kind: 'frame', frame: <FormPlaceholder /> }}>
      {() => <p>{inForce['shell.placeholder']}</p>}
    </RouteGate>
  );
}
