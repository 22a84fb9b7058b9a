import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gatewayConfigWithFlags } from './stack.mjs';

describe('the gateway config of a run with FLAG_* variables', () => {
  const toml = readFileSync(new URL('../gateway/wrangler.toml', import.meta.url), 'utf8');
  const written = gatewayConfigWithFlags(toml, { FLAG_HCAPTCHA: 'false', FLAG_CONCIERGE: 'off' }, '/repo/gateway');

  it('adds the flags to the [vars] the gateway reads, keeping the others', () => {
    expect(written).toMatch(/^\[vars\]\nFLAG_HCAPTCHA = "false"\nFLAG_CONCIERGE = "off"\n/m);
    expect(written).toContain('ENVIRONMENT = "local"');
  });

  it('names the entry module and the migrations by absolute path, so the copy may live anywhere', () => {
    expect(written).toContain('main = "/repo/gateway/src/index.ts"');
    expect(written).toContain('migrations_dir = "/repo/gateway/migrations"');
    expect(written).toContain('name = "portal-gateway"');
  });

  it("sets a variable the [vars] already has in place of its value: the preview mode's ENVIRONMENT", () => {
    const preview = gatewayConfigWithFlags(toml, { ENVIRONMENT: 'preview' }, '/repo/gateway');
    expect(preview).toMatch(/^\[vars\]\nENVIRONMENT = "preview"\n/m);
    expect(preview).not.toContain('ENVIRONMENT = "local"');
    expect(String(preview).match(/^ENVIRONMENT = /gm)).toHaveLength(1);
  });
});
