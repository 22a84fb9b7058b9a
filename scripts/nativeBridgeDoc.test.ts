// The app developers' page on the native bridge (docs/native-bridge.md) names every message and handler the portal uses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bridgeFeatures, bridgeHandlers } from '../src/state/page/nativeBridge';
import { storageKeys } from '../src/site/authState';

const page = readFileSync(join(import.meta.dirname, '..', 'docs', 'native-bridge.md'), 'utf8');

describe('docs/native-bridge.md', () => {
  it.each(bridgeFeatures)('documents the %s message with when it is sent', (feature) => {
    expect(page).toMatch(new RegExp(`^\\| \`${feature}\` \\| [^|]+ \\|`, 'm'));
  });

  it('names the iOS message handler and the Android interface the portal calls', () => {
    expect(page).toContain(`window.webkit.messageHandlers.${bridgeHandlers.ios}.postMessage`);
    expect(page).toContain(`window.${bridgeHandlers.android}.postMessage`);
    expect(page).toContain(`add(PortalBridge(), name: "${bridgeHandlers.ios}")`);
    expect(page).toContain(`"${bridgeHandlers.android}")`);
  });

  it('explains the isMobile switch and where the tab remembers it', () => {
    expect(page).toContain('?isMobile=true');
    expect(page).toContain('?isMobile=false');
    expect(page).toContain(`\`${storageKeys.mobileSession}\``);
  });
});
