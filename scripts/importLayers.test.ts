// DESIGN.md's import table as a check: every import of the site, the edge worker and the gateway stays inside what its
// layer may import, the pure layers reach no DOM, React or network library, and the gateway's folders form no loop.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** DESIGN.md "Layers of the client, one direction only": the layers each layer may import (its own always). */
const layers = {
  'src/content': [],
  'src/site': ['src/content'],
  'src/routes': ['src/site', 'src/content'],
  'src/rules': ['src/site', 'src/content'],
  'src/api': ['src/site', 'src/routes', 'src/rules', 'src/content'],
  'src/state': ['src/site', 'src/routes', 'src/rules', 'src/content', 'src/api'],
  'src/components': ['src/site', 'src/routes', 'src/rules', 'src/content', 'src/state'],
  'src/islands': ['src/site', 'src/routes', 'src/rules', 'src/content', 'src/api', 'src/state', 'src/components'],
  'src/layouts': ['src/site', 'src/routes', 'src/rules', 'src/content', 'src/api', 'src/state', 'src/components', 'src/islands'],
  'src/pages': ['src/site', 'src/routes', 'src/rules', 'src/content', 'src/api', 'src/state', 'src/components', 'src/islands', 'src/layouts'],
  'src/edge': ['src/site', 'src/routes', 'src/content'],
  gateway: ['src/site', 'src/rules', 'src/content', 'src/api/contracts'],
} as const satisfies Record<string, readonly string[]>;

type Layer = keyof typeof layers;

/** Layers that touch no DOM, React or network, so the edge worker, the gateway and the tests can use them. */
const pureLayers: readonly Layer[] = ['src/content', 'src/site', 'src/routes', 'src/rules'];
const impureLibraries = /^(react|react-dom|@nanostores\/|nanostores|ky|astro)(\/|$)/;

/** The longest layer path that holds a file (`src/api/contracts/auth.ts` is in `src/api`, and is itself a target). */
function layerOf(file: string): Layer | undefined {
  // Astro looks for its collection config at the root of src/: it counts with the Astro shells.
  if (file === 'src/content.config.ts') return 'src/pages';
  return (Object.keys(layers) as Layer[]).filter((layer) => file.startsWith(`${layer}/`)).sort((a, b) => b.length - a.length)[0];
}

function mayImport(from: Layer, target: string): boolean {
  const allowed: readonly string[] = layers[from];
  return target.startsWith(`${from}/`) || allowed.some((layer) => target.startsWith(`${layer}/`));
}

const sourceFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'gateway'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|astro|mjs)$/.test(file));

interface Import {
  file: string;
  specifier: string;
  target: string | undefined;
}

/** Every import of a file: static, dynamic and `vi.mock` ones; `.astro` files by their frontmatter and scripts. */
function importsOf(file: string): Import[] {
  const text = readFileSync(join(root, file), 'utf8');
  const specifiers = ts.preProcessFile(text, true, true).importedFiles.map((entry) => entry.fileName);
  for (const match of text.matchAll(/vi\.mock\(\s*['"]([^'"]+)['"]/g)) if (match[1] !== undefined) specifiers.push(match[1]);
  return specifiers.map((specifier) => ({
    file,
    specifier,
    target: specifier.startsWith('.') ? relative(root, normalize(join(root, dirname(file), specifier))) : undefined,
  }));
}

const allImports = sourceFiles.flatMap(importsOf);

describe("DESIGN.md's import table", () => {
  it('knows the layer of every source file', () => {
    expect(sourceFiles.filter((file) => layerOf(file) === undefined)).toEqual([]);
    expect(sourceFiles.length).toBeGreaterThan(300);
  });

  it('lets each layer import only the layers DESIGN.md lists for it', () => {
    const breaks = allImports
      .filter(({ file, target }) => {
        const from = layerOf(file);
        return from !== undefined && target !== undefined && !mayImport(from, target);
      })
      .map(({ file, specifier }) => `${file} -> ${specifier}`);
    expect(breaks).toEqual([]);
  });

  it('keeps content, site, routes and rules free of the DOM, React and network libraries', () => {
    const breaks = allImports
      .filter(({ file, specifier }) => pureLayers.includes(layerOf(file) ?? 'gateway') && impureLibraries.test(specifier))
      .map(({ file, specifier }) => `${file} -> ${specifier}`);
    expect(breaks).toEqual([]);
  });

  it('has nothing import an island but the Astro shells and the island folders themselves', () => {
    const breaks = allImports
      .filter(({ file, target }) => target?.startsWith('src/islands/') && !/^src\/(islands|layouts|pages)\//.test(file))
      .map(({ file, specifier }) => `${file} -> ${specifier}`);
    expect(breaks).toEqual([]);
  });

  it("reads site config's feature groups in src/site/siteSettings.ts alone, for the site and the gateway", () => {
    const readers = sourceFiles.filter(
      (file) => !file.includes('.test.') && file !== 'src/site/siteSettings.ts' && /\bfeatureConfig\(/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(readers).toEqual(['src/site/featureConfig.ts']);
  });

  it.each(['gateway/src', 'src/state', 'src/rules', 'src/islands', 'src/components'])('keeps the folders of %s free of import loops', (base) => {
    const folderOf = (file: string) => relative(base, dirname(file)).split('/')[0] || '.';
    const edges = new Map<string, Set<string>>();
    for (const { file, target } of allImports) {
      if (target === undefined || !file.startsWith(`${base}/`) || !target.startsWith(`${base}/`) || file.includes('.test.')) continue;
      const [from, to] = [folderOf(file), folderOf(target)];
      // Files at the base (the gateway's router and its HTTP plumbing) sit beneath and above every folder alike.
      if (from !== to && from !== '.' && to !== '.') edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      [...(edges.get(from) ?? [])].some((next) => next === to || (!seen.has(next) && reaches(next, to, seen.add(next))));
    const loops = [...edges.keys()]
      .filter((folder) => reaches(folder, folder))
      .map((folder) => `${folder} -> ${[...(edges.get(folder) ?? [])].filter((next) => reaches(next, folder) || next === folder).join(', ')}`)
      .sort();
    expect(loops).toEqual([]);
  });
});
