// The texts every screen's gate needs, picked from the page's texts.
import type { Texts } from '../content/textKeys';
import type { GateTexts } from '../components/RouteGate';

export function gateTexts(texts: Texts): GateTexts {
  return {
    loading: texts['shell.loading'],
    closeAlert: texts['alert.close'],
    genericError: texts['error.generic'],
    passwordUpdated: texts['notification.passwordUpdated'],
  };
}
