import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'theme.mjs');
const colors = { primary: '#00695c', onPrimary: '#ffffff', accent: '#b34700', surface: '#ffffff', text: '#13201d', error: '#b3261e', success: '#1b6e3a' };

describe('npm run theme', () => {
  it('passes the demo themes', () => {
    const output = execFileSync(process.execPath, [script, 'check', join(import.meta.dirname, '..', 'gateway', 'seed', 'themes', 'harbour.json')], {
      encoding: 'utf8',
    });
    expect(output).toMatch(/harbour\.json: harbour passes \(schema and WCAG 2\.2 AA contrast\)/);
  });

  it('refuses a theme a cardholder could not read, naming the file, the pair and its ratio, and exits 1', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'theme-cli-')), 'pale.json');
    writeFileSync(file, JSON.stringify({ name: 'pale', colors: { ...colors, onPrimary: '#5f8f89' }, header: 'filled' }));
    const run = spawnSync(process.execPath, [script, 'check', file], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${file} is refused:`);
    expect(run.stderr).toMatch(/colors onPrimary\/primary: contrast \d\.\d\d:1 is below 4\.5:1 \(WCAG 2\.2 AA\)/);
  });

  it('prints the checked theme with its logo inlined, as published', () => {
    const printed = execFileSync(process.execPath, [script, 'print', join(import.meta.dirname, '..', 'gateway', 'seed', 'themes', 'onyx.json')], {
      encoding: 'utf8',
    });
    expect(JSON.parse(printed)).toMatchObject({ name: 'onyx', header: 'filled', logo: { src: expect.stringMatching(/^data:image\/svg\+xml;base64,/) } });
  });
});
