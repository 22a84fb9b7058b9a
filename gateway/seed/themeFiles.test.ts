import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoThemes, readThemeFile, themeSql } from './themeFiles';

function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'themes-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return folder;
}

const colors = { primary: '#00695c', onPrimary: '#ffffff', accent: '#b34700', surface: '#ffffff', text: '#13201d', error: '#b3261e', success: '#1b6e3a' };

describe('theme files', () => {
  it('reads the four demo themes, each passing the schema and the contrast check', () => {
    expect(demoThemes().map((theme) => [theme.name, theme.header, theme.colorScheme ?? 'light'])).toEqual([
      ['classic', 'filled', 'light'],
      ['contrast', 'filled', 'dark'],
      ['harbour', 'plain', 'light'],
      ['onyx', 'filled', 'light'],
    ]);
  });

  it('inlines a logo file beside the theme as a data URL', () => {
    const folder = folderWith({
      'bank.json': JSON.stringify({ name: 'bank', colors, header: 'plain', logo: { src: './logo.svg', alt: { default: 'Bank' } } }),
      'logo.svg': '<svg/>',
    });
    expect(readThemeFile(join(folder, 'bank.json')).logo?.src).toBe(`data:image/svg+xml;base64,${btoa('<svg/>')}`);
  });

  it('refuses a theme that fails contrast, naming the file, the pair and its ratio', () => {
    const folder = folderWith({ 'pale.json': JSON.stringify({ name: 'pale', colors: { ...colors, primary: '#7fc4bb' }, header: 'filled' }) });
    expect(() => readThemeFile(join(folder, 'pale.json'))).toThrow(
      new RegExp(`${join(folder, 'pale.json')} is refused:\\n  - colors primary/surface: contrast 1\\.99:1 is below 4\\.5:1 \\(WCAG 2\\.2 AA\\)`),
    );
  });

  it('refuses a file that is not JSON, a wrong key and a logo of another type, naming the file', () => {
    const folder = folderWith({
      'a.json': '{',
      'b.json': JSON.stringify({ name: 'b', colors, header: 'dark' }),
      'c.json': JSON.stringify({ name: 'c', colors, header: 'plain', logo: { src: './logo.gif', alt: { default: 'C' } } }),
    });
    expect(() => readThemeFile(join(folder, 'a.json'))).toThrow(`${join(folder, 'a.json')}: `);
    expect(() => readThemeFile(join(folder, 'b.json'))).toThrow(/b\.json is refused:\n {2}- header: /);
    expect(() => readThemeFile(join(folder, 'c.json'))).toThrow('./logo.gif is not an .svg, .png or .webp file');
  });

  it('publishes with one statement per theme that replaces an older one', () => {
    const [statement] = themeSql([{ name: 'o', colors, header: 'plain', brandName: "O'Neil Bank" }]);
    expect(statement).toMatch(/^INSERT INTO themes \(name, definition\) VALUES \('o', '\{.*"brandName":"O''Neil Bank".*\}'\) ON CONFLICT \(name\) DO UPDATE/);
    expect(statement).not.toContain('\n');
  });
});
