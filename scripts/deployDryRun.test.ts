// Operators deploy the edge per region: every region's environment bundles offline with its own gateway and KV.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const regions = ['na', 'lac', 'ap', 'cemea', 'europe'] as const;
const root = join(import.meta.dirname, '..');
/** wrangler offline and quiet. */
const offline = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' };

describe('wrangler deploy --dry-run per region', () => {
  it.each(regions)(
    'bundles the edge for %s with its own gateway origin and KV namespace',
    (region) => {
      const outdir = mkdtempSync(join(tmpdir(), `edge-${region}-`));
      // The worker is what is checked here: a one-page asset folder stands in for the built site, so no build is needed first.
      const assets = mkdtempSync(join(tmpdir(), `assets-${region}-`));
      writeFileSync(join(assets, 'index.html'), '<!doctype html><title>portal</title>');
      const result = spawnSync('wrangler', ['deploy', '--dry-run', '--env', region, '--outdir', outdir, '--assets', assets], {
        cwd: root,
        encoding: 'utf8',
        env: offline,
      });
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain(`env.GATEWAY_ORIGIN ("https://gateway.${region}.example.com")`);
      expect(result.stdout).toMatch(/env\.SITE_CONFIG \(0+a0\d\)/);
      expect(readFileSync(join(outdir, 'worker.js'), 'utf8')).toContain('frame-ancestors');
    },
    60_000,
  );
});

describe('wrangler deploy --dry-run of the reference gateway per region', () => {
  it.each([...regions, 'production'])(
    'bundles the gateway for %s as production, on its own D1 database, with the delivery cron',
    (region) => {
      const outdir = mkdtempSync(join(tmpdir(), `gateway-${region}-`));
      const result = spawnSync('wrangler', ['deploy', '--dry-run', '-c', 'gateway/wrangler.toml', '--env', region, '--outdir', outdir], {
        cwd: root,
        encoding: 'utf8',
        env: offline,
      });
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain('env.ENVIRONMENT ("production")');
      expect(result.stdout).toMatch(region === 'production' ? /env\.DB \(portal-gateway\)/ : new RegExp(`env\\.DB \\(portal-gateway-${region}\\)`));
      expect(readFileSync(join(outdir, 'index.js'), 'utf8')).toContain('deliverDue');
    },
    60_000,
  );
});

describe('wrangler deploy --dry-run of the preview ([env.preview] of both configs)', () => {
  it('bundles the preview gateway with the outbox and simulators on (ENVIRONMENT preview), demo limits and its own D1', () => {
    const outdir = mkdtempSync(join(tmpdir(), 'gateway-preview-'));
    const result = spawnSync('wrangler', ['deploy', '--dry-run', '-c', 'gateway/wrangler.toml', '--env', 'preview', '--outdir', outdir], {
      cwd: root,
      encoding: 'utf8',
      env: offline,
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('env.ENVIRONMENT ("preview")');
    expect(result.stdout).toContain('env.RATE_LIMIT_FACTOR ("1000")');
    expect(result.stdout).toMatch(/env\.DB \(portal-gateway-preview\)/);
  }, 60_000);

  it('bundles the preview edge bound to the preview gateway, with its KV and the host mapping deploy:preview hands it', () => {
    const outdir = mkdtempSync(join(tmpdir(), 'edge-preview-'));
    const assets = mkdtempSync(join(tmpdir(), 'assets-preview-'));
    writeFileSync(join(assets, 'index.html'), '<!doctype html><title>portal</title>');
    const args = ['deploy', '--dry-run', '--env', 'preview', '--outdir', outdir, '--assets', assets, '--var', 'SITE_HOSTS:preview.bank.example=localhost'];
    const result = spawnSync('wrangler', args, { cwd: root, encoding: 'utf8', env: offline });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/env\.GATEWAY \(portal-gateway-preview\)/);
    expect(result.stdout).toMatch(/env\.SITE_CONFIG \(0+b01\)/);
    expect(result.stdout).toContain('env.PROMOTIONS_HOSTS ("promotions.localhost")');
    expect(result.stdout).toContain('env.SITE_HOSTS');
  }, 60_000);

  it('npm run deploy:preview asks for the host the preview is reached at, before building', () => {
    for (const args of [[], ['--host', 'localhost'], ['--host', 'https://preview.example']]) {
      const result = spawnSync(process.execPath, ['scripts/deployPreview.mjs', ...args, '--dry-run'], { cwd: root, encoding: 'utf8' });
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('Cannot deploy the preview:');
      expect(result.stderr).toContain('Usage: npm run deploy:preview -- --host');
    }
  });
});

describe('npm run deploy in front of an issuer gateway', () => {
  it.each([
    ['CARD_ASSETS_URL', {}],
    ['CARD_VALIDATION_URL', { CARD_ASSETS_URL: 'bank/v2/cards' }],
  ])('stops before building, naming %s when it is not set', (variable, set) => {
    const environment = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(CARD_|GATEWAY_KIND$)/.test(name)));
    const result = spawnSync(process.execPath, ['scripts/deploy.mjs', '--env', 'na', '--dry-run'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...environment, ...set },
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`Cannot deploy na: ${variable}: must be set for an issuer's gateway`);
  });

  /** `npm run deploy -- --env <region> --dry-run` in front of a configured issuer gateway, with `set` in its environment. */
  const deployIssuerRegion = (region: string, set: Record<string, string>) => {
    const environment = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(CARD_|GATEWAY_KIND$|FLAG_)/.test(name)));
    return spawnSync(process.execPath, ['scripts/deploy.mjs', '--env', region, '--dry-run'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...environment, CARD_ASSETS_URL: 'bank/v2/cards', CARD_VALIDATION_URL: 'bank/v2/cards/validate', ...set },
    });
  };

  it('refuses to ship the SSO simulator to a region, before building', () => {
    const result = deployIssuerRegion('europe', { FLAG_ENABLE_SSO_SIMULATOR: 'on' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Cannot deploy europe: FLAG_ENABLE_SSO_SIMULATOR=on would ship the SSO simulator');
  });

  it("refuses a region whose hosts would serve another host's sites (SITE_HOSTS is the preview's), before building", () => {
    const result = deployIssuerRegion('ap', { SITE_HOSTS: '*=localhost' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("Cannot deploy ap: SITE_HOSTS=*=localhost would serve another host's sites");
  });
});
