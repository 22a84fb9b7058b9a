// The pure parts of `npm run budget` (scripts/budgetGraph.mjs) and of the client build's chunking
// (scripts/budgetChunks.mjs): what a page and a built chunk load, the split before / after interaction, the ratchet's
// limits, and which small shared chunks merge.
import { describe, expect, it } from 'vitest';
import { chunkImports, limitsOf, pageEntries, splitGraph } from './budgetGraph.mjs';
import { planBalanced, planChunks, type PlanModule } from './budgetChunks.mjs';

describe('pageEntries', () => {
  it('lists script sources, module preloads and every island URL once, and inline scripts apart', () => {
    const html = [
      '<head><link rel="icon" href="/favicon.svg"><link rel="modulepreload" href="/_astro/react.A.js">',
      '<link rel="preload" as="script" href="/_astro/early.B.js"><link rel="preload" as="font" href="/font.woff2">',
      '<script>(()=>{var e=1;})();</script><script type="module" src="/_astro/page.C.js"></script></head>',
      '<astro-island uid="1" component-url="/_astro/SignInScreen.D.js" renderer-url="/_astro/client.E.js" client="load">',
      '</astro-island><astro-island uid="2" component-url="/_astro/Other.F.js" renderer-url="/_astro/client.E.js"></astro-island>',
      '<script> </script>',
    ].join('');
    const { urls, inlineScripts } = pageEntries(html);
    expect(urls.sort()).toEqual([
      '/_astro/Other.F.js',
      '/_astro/SignInScreen.D.js',
      '/_astro/client.E.js',
      '/_astro/early.B.js',
      '/_astro/page.C.js',
      '/_astro/react.A.js',
    ]);
    expect(inlineScripts).toEqual(['(()=>{var e=1;})();']);
  });

  it('finds nothing on a page without scripts', () => {
    expect(pageEntries('<html><body><h1>Hi</h1></body></html>')).toEqual({ urls: [], inlineScripts: [] });
  });
});

describe('chunkImports', () => {
  it("reads Rolldown's static imports and re-exports, and its back-quoted dynamic imports", () => {
    // As Vite 8 emits them: a preload helper with its dependency list, then the code.
    const source = [
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/lazy.A.js","_astro/shared.B.js"])))=>i.map(i=>d[i]);',
      'import{t as e}from"./shared.B.js";import{n as t,t as n}from"./react.C.js";import"./side.D.js";',
      'export*from"./all.E.js";export{a as b}from"./some.F.js";',
      'var r=`modulepreload`;async function c(){return(await o(()=>import(`./lazy.A.js`),__vite__mapDeps([0,1]))).lazy()}',
      'function d(){return import("./other.G.js")}export{c as default};',
    ].join('');
    expect(chunkImports(source)).toEqual({
      static: ['./shared.B.js', './react.C.js', './side.D.js', './all.E.js', './some.F.js'],
      dynamic: ['./lazy.A.js', './other.G.js'],
    });
  });

  it('ignores what only looks like an import: a method named import, a longer name, a computed specifier', () => {
    const source = 'loader.import("./no1.js");reimport("./no2.js");const important=`./no3.js`;import(`./chunk-${name}.js`);import(base+"x.js");';
    expect(chunkImports(source)).toEqual({ static: [], dynamic: [] });
  });

  it('reads each specifier once', () => {
    expect(chunkImports('import{a}from"./x.js";import{b}from"./x.js";import(`./y.js`);import(`./y.js`)')).toEqual({ static: ['./x.js'], dynamic: ['./y.js'] });
  });
});

describe('splitGraph', () => {
  /** `file: static imports | dynamic imports`, one per line. */
  function graph(text: string) {
    const files = new Map<string, { static: string[]; dynamic: string[] }>();
    for (const line of text.trim().split('\n')) {
      const [file = '', rest = ''] = line.split(':');
      const [statics = '', dynamics = ''] = rest.split('|');
      const list = (value: string) => value.trim().split(/\s+/).filter(Boolean);
      files.set(file.trim(), { static: list(statics), dynamic: list(dynamics) });
    }
    return (file: string) => files.get(file) ?? { static: [], dynamic: [] };
  }

  it('puts the static closure of the entries before interaction and what only import() reaches later', () => {
    const importsOf = graph(`
      island:   core screen | api
      renderer: react
      core:     react
      screen:   core
      api:      core ky contracts | captcha
      ky:
      captcha:  core widget
    `);
    const { before, later } = splitGraph(['island', 'renderer'], importsOf);
    expect(before.sort()).toEqual(['core', 'island', 'react', 'renderer', 'screen']);
    expect(later.sort()).toEqual(['api', 'captcha', 'contracts', 'ky', 'widget']);
  });

  it('counts a file imported both ways once, before interaction', () => {
    const importsOf = graph(`
      island: shared | shared lazy
      lazy:   shared
    `);
    expect(splitGraph(['island'], importsOf)).toEqual({ before: ['island', 'shared'], later: ['lazy'] });
  });

  it('follows cycles without looping and lists every file once', () => {
    const importsOf = graph(`
      a: b | c
      b: a
      c: d | a
      d: c
    `);
    const { before, later } = splitGraph(['a', 'a'], importsOf);
    expect(before.sort()).toEqual(['a', 'b']);
    expect(later.sort()).toEqual(['c', 'd']);
  });
});

describe('limitsOf', () => {
  const target = { bytes: 80 * 1024, requests: 8 };

  it('holds a screen to its ceiling while it has one, and to the target otherwise', () => {
    expect(limitsOf({ target })).toEqual(target);
    expect(limitsOf({ target, ceiling: { bytes: 106 * 1024, requests: 12 } })).toEqual({ bytes: 106 * 1024, requests: 12 });
    expect(limitsOf({ target, ceiling: { bytes: 106 * 1024 } })).toEqual({ bytes: 106 * 1024, requests: 8 });
  });
});

describe('planChunks', () => {
  /** `id size [entry]: static imports | dynamic imports`, one per line. */
  function modules(text: string): Map<string, PlanModule> {
    const graph = new Map<string, PlanModule>();
    for (const line of text.trim().split('\n')) {
      const [head = '', rest = ''] = line.split(':');
      const [id = '', size = '0', entry] = head.trim().split(/\s+/);
      const [statics = '', dynamics = ''] = rest.split('|');
      const list = (value: string) => value.trim().split(/\s+/).filter(Boolean);
      graph.set(id, { size: Number(size), isEntry: entry === 'entry', imports: list(statics), dynamicImports: list(dynamics) });
    }
    return graph;
  }
  const plan = (text: string) => Object.fromEntries(planChunks(modules(text), { threshold: 1000 }));

  it('merges a small shared chunk into the shared chunk all its pages already load, and names the result', () => {
    // core is shared by A, B and C; tiny by A and B only.
    expect(
      plan(`
        A 500 entry: core tiny
        B 500 entry: core tiny
        C 500 entry: core
        core 5000:
        tiny 100:
      `),
    ).toEqual({ core: 'core', tiny: 'core' });
  });

  it('leaves chunks alone when none is small, and never names entries or the vendor chunk', () => {
    const text = `
      A 500 entry: core /node_modules/react/index.js
      B 500 entry: core /node_modules/react/index.js
      core 5000: /node_modules/react/index.js
      /node_modules/react/index.js 100:
    `;
    expect(plan(text)).toEqual({});
  });

  it('joins two small chunks with overlapping pages when that costs fewer bytes than a superset', () => {
    // x is used by A and B, y by B and C: together (A to C) they cost 600 + 600 bytes loaded for nothing, while
    // joining the core of A to E would cost 600 * 3 for x alone.
    expect(
      plan(`
        A 500 entry: core x
        B 500 entry: core x y
        C 500 entry: core y
        D 500 entry: core
        E 500 entry: core
        core 5000:
        x 600:
        y 600:
      `),
    ).toEqual({ x: 'y', y: 'y' });
  });

  it('does not merge when the merged chunk would import a chunk that some of its pages do not load', () => {
    // tiny (A, B) imports the island C; in the core (A to D) it would make D fetch C's chunk too.
    expect(
      plan(`
        A 500 entry: core tiny
        B 500 entry: core tiny
        C 500 entry: core
        D 500 entry: core
        core 5000:
        tiny 100: C
      `),
    ).toEqual({});
  });

  it('looks through modules that reach no chunk (re-exporting barrels) for the chunks a module needs', () => {
    expect(
      plan(`
        A 500 entry: core tiny
        B 500 entry: core tiny
        C 500 entry: core
        D 500 entry: core
        core 5000:
        barrel 0: C
        tiny 100: barrel
      `),
    ).toEqual({});
  });

  it('joins chunks of any size that the same entries load, when every import() target loading one is reached only from pages that load the other', () => {
    // core and ui are both loaded by A and B; lazy (reached only from A and B) loads core too: one file costs no page a byte.
    expect(
      plan(`
        A 500 entry: core ui | lazy
        B 500 entry: core ui
        core 5000:
        ui 6000:
        lazy 2000: core
      `),
    ).toEqual({ core: 'ui', ui: 'ui' });
  });

  it('keeps large chunks apart when an import() target loading one is reached from a page without the other', () => {
    // C does not load ui, but reaches lazy, which loads core: joining them would bring ui to C.
    expect(
      plan(`
        A 500 entry: core ui
        B 500 entry: core ui
        C 500 entry: | lazy
        core 5000:
        ui 6000:
        lazy 2000: core
      `),
    ).toEqual({});
  });

  /** x (A, B) may join p (A, B, C) or q (A, B, D), at the same cost while every entry weighs 1. */
  const weighed = `
    A 500 entry: x p q
    B 500 entry: x p q
    C 500 entry: p
    D 500 entry: q
    x 100:
    p 5000:
    q 5000:
  `;

  it('weighs the bytes an entry would load for nothing by its weight when choosing a partner', () => {
    // x (A, B) costs the same in p (A, B, C) as in q (A, B, D) while every entry weighs 1; the entry that weighs more
    // keeps x out of its chunk.
    const heavy = (entry: string) => Object.fromEntries(planChunks(modules(weighed), { threshold: 1000, weight: (id) => (id === entry ? 4 : 1) }));
    expect(heavy('D')).toEqual({ x: 'p', p: 'p' });
    expect(heavy('C')).toEqual({ x: 'q', q: 'q' });
  });

  it('gives an entry that weighs Infinity no byte it does not need, leaving a small chunk apart rather than merge it there', () => {
    // x (A, B) would join p or q; C weighs Infinity, so x goes to q; when D weighs Infinity too, x stays apart.
    const pinned = (...entries: string[]) =>
      Object.fromEntries(planChunks(modules(weighed), { threshold: 1000, weight: (id) => (entries.includes(id) ? Infinity : 1) }));
    expect(pinned('C')).toEqual({ x: 'q', q: 'q' });
    expect(pinned('C', 'D')).toEqual({});
  });

  it('splits back from a merged chunk what a tight entry does not need, while the pages loading both parts stay within the limit', () => {
    // a and b (T, O) merge with c (O, P), the only partner c has; T weighs 4, so the split gives c back its own chunk
    // (Rolldown's, unnamed: nothing left to merge it with but T's) when O may load one more file, and leaves the merge
    // when it may not.
    const graph = `
      T 500 entry: a b
      O 500 entry: a b c
      P 500 entry: c
      a 120:
      b 100:
      c 100:
    `;
    const split = (within: number) =>
      Object.fromEntries(planChunks(modules(graph), { threshold: 1000, weight: (id) => (id === 'T' ? 4 : 1), splitWithin: within }));
    expect(split(0)).toEqual({ a: 'a', b: 'a', c: 'a' });
    expect(split(2)).toEqual({ a: 'a', b: 'a', c: 'a' });
    expect(split(3)).toEqual({ a: 'a', b: 'a' });
  });

  it('balances: makes the heaviest page tight and keeps that plan when its heaviest page is lighter and every page fits', () => {
    // T is the heaviest page while c (O, P) shares its merged chunk; made tight, it sheds c when O may load one more file.
    const graph = modules(`
      T 900 entry: a b
      O 500 entry: a b c
      P 500 entry: c
      a 120:
      b 100:
      c 100:
    `);
    expect(Object.fromEntries(planChunks(graph, { threshold: 1000 }))).toEqual({ a: 'a', b: 'a', c: 'a' });
    expect(Object.fromEntries(planBalanced(graph, { threshold: 1000, splitWithin: 3 }))).toEqual({ a: 'a', b: 'a' });
    expect(Object.fromEntries(planBalanced(graph, { threshold: 1000, splitWithin: 2 }))).toEqual({ a: 'a', b: 'a', c: 'a' });
  });

  it('never moves what only import() loads into a chunk loaded before interaction, but merges it with other such chunks', () => {
    // helper and helper2 are reached only through import(); core is loaded by every entry at once.
    expect(
      plan(`
        A 500 entry: core | lazyA
        B 500 entry: core | lazyB
        C 500 entry: core | lazyC
        core 5000:
        lazyA 2000: core helper helper2
        lazyB 2000: core helper helper2
        lazyC 2000: core helper2
        helper 100:
        helper2 200:
      `),
    ).toEqual({ helper: 'helper2', helper2: 'helper2' });
  });
});
