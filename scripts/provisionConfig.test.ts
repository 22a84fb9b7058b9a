import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookmarkOf, d1IdOf, environmentNames, kvIdOf, provisionCommands, withD1Id, withKvId } from './provisionConfig.mjs';

const root = join(import.meta.dirname, '..');
const edgeToml = readFileSync(join(root, 'wrangler.toml'), 'utf8');
const gatewayToml = readFileSync(join(root, 'gateway', 'wrangler.toml'), 'utf8');

describe('provisioning a region (npm run provision)', () => {
  it('creates the KV namespace and the D1 database in the region, EU data under the EU jurisdiction, then the three secrets', () => {
    expect(provisionCommands('europe').map((command) => command.args.join(' '))).toEqual([
      'kv namespace create portal-site-config-europe --jurisdiction eu',
      'd1 create portal-gateway-europe --jurisdiction eu',
      'secret put TOKEN_SIGNING_KEY -c gateway/wrangler.toml --env europe',
      'secret put CARD_FINGERPRINT_KEY -c gateway/wrangler.toml --env europe',
      'secret put TOTP_ENCRYPTION_KEY -c gateway/wrangler.toml --env europe',
    ]);
    expect(provisionCommands('ap')[1]?.args).toEqual(['d1', 'create', 'portal-gateway-ap', '--location', 'apac']);
    expect(() => provisionCommands('mars')).toThrow('unknown region mars');
  });

  it('reads the new ids from what wrangler prints, in TOML or JSON form', () => {
    expect(
      kvIdOf('Add the following to your configuration file:\n[[kv_namespaces]]\nbinding = "portal_site_config_na"\nid = "0f2ac74b498b48028cb68387c421e279"'),
    ).toBe('0f2ac74b498b48028cb68387c421e279');
    expect(kvIdOf('{ "kv_namespaces": [ { "binding": "x", "id": "e29b263ab50e42ce9b637fa8370175e8" } ] }')).toBe('e29b263ab50e42ce9b637fa8370175e8');
    expect(d1IdOf('"d1_databases": [ { "binding": "DB", "database_name": "portal-gateway-na", "database_id": "8fd1b7d4-3a5e-4a43-9d38-0c2d5c5b5f6e" } ]')).toBe(
      '8fd1b7d4-3a5e-4a43-9d38-0c2d5c5b5f6e',
    );
    expect(() => d1IdOf('Error: not authenticated')).toThrow('no database id');
  });

  it.each(environmentNames)("writes %s's ids into its own tables of both configs and nowhere else", (region) => {
    const edge = withKvId(edgeToml, region, 'abcdefabcdefabcdefabcdefabcdef12');
    const section = edge.slice(edge.indexOf(`[env.${region}]`)).split('\n[env.')[0];
    expect(section).toContain('{ binding = "SITE_CONFIG", id = "abcdefabcdefabcdefabcdefabcdef12" }');
    expect(edge.split('abcdefabcdefabcdefabcdefabcdef12')).toHaveLength(2);
    const gateway = withD1Id(gatewayToml, region, '11111111-2222-4333-8444-555555555555');
    expect(gateway).toContain(`database_name = "portal-gateway-${region}", database_id = "11111111-2222-4333-8444-555555555555"`);
    expect(gateway.split('11111111-2222-4333-8444-555555555555')).toHaveLength(2);
  });

  it('prints the plan without calling Cloudflare in a dry run', () => {
    const result = spawnSync(process.execPath, ['scripts/provision.mjs', '--env', 'na', '--dry-run'], { cwd: root, encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('would run: npx wrangler kv namespace create portal-site-config-na, then wrangler.toml [env.na] SITE_CONFIG id = <its id>');
    expect(result.stdout).toContain('would run: npx wrangler d1 create portal-gateway-na --location enam');
    expect(result.stdout).toContain('would run: npx wrangler secret put TOTP_ENCRYPTION_KEY -c gateway/wrangler.toml --env na < 32 random bytes');
  });

  it('asks for a region it knows', () => {
    const result = spawnSync(process.execPath, ['scripts/provision.mjs', '--env', 'moon'], { cwd: root, encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Choose a region or the preview: npm run provision -- --env <na|lac|ap|cemea|europe|preview>');
  });
});

describe('migrating a gateway database (npm run migrate)', () => {
  it('takes a Time Travel bookmark first, then applies the migrations remotely, and names the way back', () => {
    const result = spawnSync(process.execPath, ['scripts/migrate.mjs', '--env', 'europe', '--dry-run'], { cwd: root, encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout.split('\n').filter(Boolean)).toEqual([
      'would run: npx wrangler d1 time-travel info DB --json -c gateway/wrangler.toml --env europe   (the bookmark to restore)',
      'would run: npx wrangler d1 migrations apply DB --remote -c gateway/wrangler.toml --env europe',
      'way back:  npx wrangler d1 time-travel restore DB --bookmark=<bookmark> -c gateway/wrangler.toml --env europe',
    ]);
  });

  it('reads the bookmark from what wrangler answers', () => {
    expect(bookmarkOf('{ "bookmark": "00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683", "timestamp": "2026-11-26T19:10:00Z" }')).toBe(
      '00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683',
    );
    expect(() => bookmarkOf('Authentication error')).toThrow('no bookmark');
  });
});
