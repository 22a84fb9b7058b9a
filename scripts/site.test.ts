// `npm run site` against a real local D1 and KV (wrangler's local mode, a database of its own): the operator's command
// for onboarding a bank, from file to the stores the gateway and the edge read.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const persistTo = mkdtempSync(join(tmpdir(), 'site-command-'));
const files = mkdtempSync(join(tmpdir(), 'site-files-'));
const environment = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
};

function site(...args: string[]) {
  return spawnSync(process.execPath, ['scripts/site.mjs', ...args, '--persist-to', persistTo], { cwd: root, encoding: 'utf8', env: environment });
}

function siteFile(name: string, content: unknown): string {
  const path = join(files, name);
  writeFileSync(path, JSON.stringify(content));
  return path;
}

const config = {
  name: 'coral-bank',
  siteId: 'rewards.coralbank.example',
  theme: 'classic',
  siteFeatureConfigurations: [{ name: 'pan_capture', featureConfig: { updatable: true, limit: 2 } }],
};

beforeAll(() => {
  const migrated = spawnSync('wrangler', ['d1', 'migrations', 'apply', 'DB', '-c', 'gateway/wrangler.toml', '--local', '--persist-to', persistTo], {
    cwd: root,
    encoding: 'utf8',
    env: environment,
  });
  expect(migrated.status, migrated.stderr).toBe(0);
}, 240_000);

describe('npm run site on the local stack', () => {
  it('adds a site to D1 and KV, shows it, refuses to add it twice, and updates it', () => {
    const file = siteFile('coral.json', { site: config, origin: 'https://rewards.coralbank.example' });
    const added = site('add', file);
    expect(added.status, added.stderr).toBe(0);
    expect(added.stdout).toContain('D1: rewards.coralbank.example added.');
    expect(added.stdout).toContain('KV: site-config:rewards.coralbank.example written.');

    const shown = site('show', 'rewards.coralbank.example');
    expect(shown.status, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('name coral-bank, theme classic, origin https://rewards.coralbank.example');
    expect(shown.stdout).toContain('"limit": 2');
    expect(shown.stdout).toContain("The edge's KV holds its config");

    const again = site('add', file);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('rewards.coralbank.example already exists in the local stack');

    const changed = siteFile('coral.json', {
      site: { ...config, siteFeatureConfigurations: [{ name: 'pan_capture', featureConfig: { updatable: true, limit: 4 } }] },
    });
    expect(site('update', changed).status).toBe(0);
    expect(site('show', 'rewards.coralbank.example').stdout).toContain('"limit": 4');
  }, 240_000);

  it('publishes nothing from a file with problems, and names each', () => {
    const file = siteFile('broken.json', { site: { ...config, siteId: 'rewards.other.example', name: '' }, origin: 'http://rewards.other.example' });
    const result = site('add', file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('broken.json: site.name: ');
    expect(result.stderr).toContain(
      'broken.json: origin: an origin is https://host or https://host:port, without a path (value: "http://rewards.other.example")',
    );
    expect(result.stderr).toContain('problem(s); nothing was published.');
    expect(site('show', 'rewards.other.example').status).toBe(1);
  }, 240_000);

  it('will not update a site that is not there, nor publish remotely without a region', () => {
    expect(site('update', siteFile('new.json', { site: { ...config, siteId: 'rewards.new.example' } })).stderr).toContain('does not exist in the local stack');
    const remote = spawnSync(process.execPath, ['scripts/site.mjs', 'add', join(files, 'coral.json'), '--remote'], {
      cwd: root,
      encoding: 'utf8',
      env: environment,
    });
    expect(remote.status).toBe(2);
    expect(remote.stderr).toContain('--remote needs --env <na|lac|ap|cemea|europe|preview>');
  }, 240_000);
});
