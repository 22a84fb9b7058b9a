// The client build's chunking (astro.config.mjs), for the script-request budget of `npm run budget` (issue 11 part 4).
// Rolldown's automatic chunking gives the modules shared by each distinct set of islands a chunk of their own, so a
// page fetched RouteGate plus ~16 chunks of a few hundred bytes, one request apiece. `planChunks` merges each small
// shared chunk with the shared chunk that costs the fewest bytes loaded for nothing, as long as no page then has to load
// a further chunk; `clientChunking` hands that plan to Rolldown. React stays in a vendor chunk of its own, so a release
// of the portal leaves that file (and the browser's cached copy) unchanged. Unit tests: scripts/budget.test.ts.
import { basename, extname } from 'node:path';

/** React, React DOM and the scheduler: one vendor chunk, the same file from release to release. */
export const vendorModules = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;

/**
 * @typedef {{ size: number, isEntry: boolean, imports: readonly string[], dynamicImports: readonly string[] }} PlanModule
 * `size`: bytes of the module's code in the bundle (0 for a module that does not reach the output, such as a barrel
 * that only re-exports); `imports` / `dynamicImports`: ids it imports statically / through `import()`.
 */

/**
 * Which modules to capture in which named chunk. Roots are the entries and every `import()` target; a module belongs to
 * the chunk of the set of roots that reach it through static imports (as in Rolldown's automatic chunking), a root and
 * what only it reaches to its entry chunk. Then chunks merge, one pair at a time:
 * - whatever their size, two chunks loaded before interaction become one when that costs no page a byte: the same
 *   entries load both, and each `import()` target that loads only one of them is reached only from pages that load the
 *   other already (one request fewer on each of those pages);
 * - else, smallest first, a shared chunk under `threshold` bytes merges with the shared chunk whose union costs least:
 *   each chunk's size times the roots that would load it without needing it, each root counted by its `weight` (1
 *   unless said otherwise: a root with a tighter budget weighs more, so its first load takes fewer of its neighbours'
 *   modules); on a tie, the larger partner. A partner must share a root with it, and both must be loaded before
 *   interaction or both only through `import()` (a merge never moves code loaded later into a page's first load). A root
 *   weighing `Infinity` takes no byte it does not need: a merge that would give it one is not made.
 * In both, every chunk either imports must be loaded by all roots of the union, so that no page fetches a chunk it did
 * not fetch before. Entry chunks and React (`isVendor`) are left alone.
 * With `splitWithin` (a number of chunks), a merged chunk then gives up the modules none of its tight roots (weight
 * above 1) needs, while each page loading both parts stays within that many chunks; those modules merge again with
 * the tight roots weighing `Infinity`.
 * @param {ReadonlyMap<string, PlanModule>} modules every module of the build, vendor modules included
 * @param {{ threshold: number, isVendor?: (id: string) => boolean, weight?: (id: string) => number, splitWithin?: number }} options
 * @returns {Map<string, string>} module id -> chunk name, for the modules of the chunks that took part in a merge only
 */
export function planChunks(modules, options) {
  return planWithLoads(modules, options).names;
}

/**
 * `planChunks`, and what each entry loads before interaction under the plan: its bytes of code (React aside) and its
 * number of chunks (its own among them).
 * @param {ReadonlyMap<string, PlanModule>} modules
 * @param {{ threshold: number, isVendor?: (id: string) => boolean, weight?: (id: string) => number, splitWithin?: number }} options
 * @returns {{ names: Map<string, string>, loads: Map<string, { bytes: number, chunks: number }> }}
 */
function planWithLoads(modules, { threshold, isVendor = (id) => vendorModules.test(id), weight = () => 1, splitWithin = 0 }) {
  const dynamicTargets = new Set([...modules.values()].flatMap((module) => module.dynamicImports));
  const roots = [...modules.keys()].filter((id) => (modules.get(id)?.isEntry || dynamicTargets.has(id)) && !isVendor(id));
  /** @type {Map<string, Set<string>>} module -> the roots that reach it statically */
  const reachedBy = new Map();
  for (const root of roots) {
    const queue = [root];
    while (queue.length > 0) {
      const id = /** @type {string} */ (queue.pop());
      const module = modules.get(id);
      if (module === undefined || isVendor(id)) continue;
      const by = reachedBy.get(id) ?? new Set();
      if (by.has(root)) continue;
      by.add(root);
      reachedBy.set(id, by);
      queue.push(...module.imports);
    }
  }

  /** @typedef {{ loaders: Set<string>, modules: string[], size: number, entry: boolean, merged: boolean }} Chunk */
  /** @type {Map<string, Chunk>} */
  const chunks = new Map();
  /** @type {Map<string, Chunk>} */
  const chunkOf = new Map();
  const rootSet = new Set(roots);
  for (const [id, by] of reachedBy) {
    // A module that does not reach the output belongs to no chunk; `importedChunks` looks through it.
    if (!rootSet.has(id) && !(modules.get(id)?.size ?? 0)) continue;
    // A root heads its own entry chunk, which also holds what only that root reaches.
    const own = rootSet.has(id) ? id : by.size === 1 ? [...by][0] : undefined;
    const key = own === undefined ? `common:${[...by].sort().join('\n')}` : `entry:${own}`;
    let chunk = chunks.get(key);
    if (chunk === undefined) {
      chunk = { loaders: own === undefined ? by : (reachedBy.get(own) ?? new Set([own])), modules: [], size: 0, entry: own !== undefined, merged: false };
      chunks.set(key, chunk);
    }
    chunk.modules.push(id);
    chunk.size += modules.get(id)?.size ?? 0;
    chunkOf.set(id, chunk);
  }

  const covers = (/** @type {Set<string>} */ outer, /** @type {Set<string>} */ inner) => [...inner].every((root) => outer.has(root));
  /** Chunks the modules of `chunk` import from elsewhere (looking through modules that reach no chunk). */
  const importedChunks = (/** @type {Chunk} */ chunk) => {
    const found = new Set();
    const seen = new Set(chunk.modules);
    const queue = chunk.modules.flatMap((id) => modules.get(id)?.imports ?? []);
    while (queue.length > 0) {
      const id = /** @type {string} */ (queue.pop());
      if (seen.has(id) || isVendor(id)) continue;
      seen.add(id);
      const target = chunkOf.get(id);
      if (target !== undefined && target !== chunk) found.add(target);
      else if (target === undefined) queue.push(...(modules.get(id)?.imports ?? []));
    }
    return found;
  };

  /** A chunk some page loads before interaction (an entry loads it) rather than only through `import()`. */
  const initial = (/** @type {Chunk} */ chunk) => [...chunk.loaders].some((root) => modules.get(root)?.isEntry);
  /** Joining the two must not make a page fetch a chunk it did not fetch before (see above). */
  const importsCovered = (/** @type {Chunk} */ chunk, /** @type {Chunk} */ other, /** @type {Set<string>} */ loaders) =>
    [...importedChunks(chunk), ...importedChunks(other)].every((needed) => needed === chunk || needed === other || covers(needed.loaders, loaders));

  /** root -> the entries from which a chain of imports, static or through `import()`, reaches it (an entry reaches itself). */
  const pagesOf = new Map(roots.map((root) => [root, new Set()]));
  for (const entry of roots.filter((root) => modules.get(root)?.isEntry)) {
    const seen = new Set();
    const queue = [entry];
    while (queue.length > 0) {
      const id = /** @type {string} */ (queue.pop());
      if (seen.has(id) || isVendor(id)) continue;
      seen.add(id);
      pagesOf.get(id)?.add(entry);
      queue.push(...(modules.get(id)?.imports ?? []), ...(modules.get(id)?.dynamicImports ?? []));
    }
  }
  /**
   * Whether `chunk` and `other`, both loaded before interaction, can be one file at no cost in bytes: the same entries
   * load both, and every page that can come to `import()` a root loading one of them has the other loaded already.
   */
  const free = (/** @type {Chunk} */ chunk, /** @type {Chunk} */ other) => {
    const entriesOf = (/** @type {Chunk} */ part) => new Set([...part.loaders].filter((root) => modules.get(root)?.isEntry));
    const alreadyThere = (/** @type {Chunk} */ from, /** @type {Chunk} */ to) => {
      const entries = entriesOf(to);
      return [...from.loaders].every((root) => to.loaders.has(root) || covers(entries, pagesOf.get(root) ?? new Set()));
    };
    return initial(chunk) && initial(other) && alreadyThere(chunk, other) && alreadyThere(other, chunk);
  };

  /** @returns {{ chunk: Chunk, other: Chunk, loaders: Set<string> } | undefined} */
  const freeMerge = (/** @type {Chunk[]} */ live) => {
    const candidates = live.filter((chunk) => !chunk.entry && chunk.size > 0).sort((a, b) => a.size - b.size);
    for (const chunk of candidates) {
      for (const other of [...candidates].reverse()) {
        if (other === chunk || !free(chunk, other)) continue;
        const loaders = new Set([...chunk.loaders, ...other.loaders]);
        if (importsCovered(chunk, other, loaders)) return { chunk, other, loaders };
      }
    }
    return undefined;
  };

  /** @returns {{ chunk: Chunk, other: Chunk, loaders: Set<string> } | undefined} */
  const smallMerge = (/** @type {Chunk[]} */ live) => {
    const small = live
      .filter((chunk) => !chunk.entry && chunk.size > 0 && chunk.size < threshold)
      .sort((a, b) => a.size - b.size || a.loaders.size - b.loaders.size);
    for (const chunk of small) {
      const options = live
        .filter((other) => other !== chunk && !other.entry && initial(other) === initial(chunk) && [...other.loaders].some((root) => chunk.loaders.has(root)))
        .map((other) => {
          const loaders = new Set([...chunk.loaders, ...other.loaders]);
          const extra = (/** @type {Chunk} */ part) => [...loaders].reduce((sum, root) => (part.loaders.has(root) ? sum : sum + weightNow(root)), 0);
          return { chunk, other, loaders, cost: chunk.size * extra(chunk) + other.size * extra(other) };
        })
        .filter(({ other, loaders, cost }) => Number.isFinite(cost) && importsCovered(chunk, other, loaders));
      const best = options.sort((a, b) => a.cost - b.cost || b.other.size - a.other.size)[0];
      if (best !== undefined) return best;
    }
    return undefined;
  };

  /** The weights of the merges under way: the caller's, then (after the split) Infinity for the tight roots. */
  let weightNow = weight;
  const mergeAll = () => {
    for (;;) {
      const live = [...new Set(chunkOf.values())];
      const merge = freeMerge(live) ?? smallMerge(live);
      if (merge === undefined) break;
      const { chunk, other, loaders } = merge;
      for (const id of chunk.modules) chunkOf.set(id, other);
      other.modules.push(...chunk.modules);
      other.size += chunk.size;
      other.loaders = loaders;
      other.merged = true;
    }
  };
  mergeAll();

  // Split back: a merged chunk that roots weighing more than 1 (tight) load gives up the modules none of them needs,
  // while every page that then loads both parts stays within `splitWithin` chunks. The greedy merges decide smallest
  // first, before they can see where a tight page ends; this looks at the result. The modules split off go back to the
  // chunks of the roots that reach them and merge again, never into a tight root's chunk.
  const loadersOf = (/** @type {readonly string[]} */ ids) => new Set(ids.flatMap((id) => [...(reachedBy.get(id) ?? [])]));
  const sizeOf = (/** @type {readonly string[]} */ ids) => ids.reduce((sum, id) => sum + (modules.get(id)?.size ?? 0), 0);
  const chunksLoadedBy = (/** @type {string} */ entry) => [...new Set(chunkOf.values())].filter((chunk) => chunk.loaders.has(entry)).length;
  const tight = roots.filter((root) => weight(root) > 1).sort((a, b) => weight(b) - weight(a));
  for (let split = splitWithin > 0; split;) {
    split = false;
    for (const chunk of [...new Set(chunkOf.values())]) {
      const tightLoaders = tight.filter((root) => chunk.loaders.has(root));
      if (chunk.entry || !chunk.merged || tightLoaders.length === 0) continue;
      // What none of its tight pages needs.
      const unneeded = chunk.modules.filter((id) => !tightLoaders.some((root) => reachedBy.get(id)?.has(root)));
      if (unneeded.length === 0 || unneeded.length === chunk.modules.length) continue;
      const kept = chunk.modules.filter((id) => !unneeded.includes(id));
      // Pages that load both parts fetch one more file: each must stay within the limit.
      const keptLoaders = loadersOf(kept);
      if ([...loadersOf(unneeded)].some((entry) => modules.get(entry)?.isEntry && keptLoaders.has(entry) && chunksLoadedBy(entry) + 1 > splitWithin)) continue;
      chunk.modules = kept;
      chunk.loaders = keptLoaders;
      chunk.size = sizeOf(kept);
      // Apart, each module goes back to the chunk of the roots that reach it, and merges again below.
      const bySignature = new Map();
      for (const id of unneeded) {
        const key = [...(reachedBy.get(id) ?? [])].sort().join('\n');
        const part = bySignature.get(key) ?? { loaders: new Set(reachedBy.get(id)), modules: [], size: 0, entry: false, merged: false };
        part.modules.push(id);
        part.size += modules.get(id)?.size ?? 0;
        bySignature.set(key, part);
        chunkOf.set(id, part);
      }
      split = true;
    }
  }
  if (splitWithin > 0) {
    // The parts merge again among themselves and with the other pages' chunks, never into a tight page's.
    weightNow = (root) => (weight(root) > 1 ? Infinity : weight(root));
    mergeAll();
  }

  /** @type {Map<string, string>} */
  const names = new Map();
  const taken = new Set();
  for (const chunk of new Set(chunkOf.values())) {
    if (!chunk.merged) continue;
    // Named after its largest module of the site's own code, if it has one.
    const own = chunk.modules.filter((id) => !id.includes('node_modules'));
    const largest = (own.length > 0 ? own : chunk.modules).reduce((max, id) => ((modules.get(id)?.size ?? 0) > (modules.get(max)?.size ?? 0) ? id : max));
    const stem = basename(largest, extname(largest)).replace(/[^\w-]/g, '_');
    let name = stem;
    for (let n = 2; taken.has(name); n += 1) name = `${stem}${n}`;
    taken.add(name);
    for (const id of chunk.modules) names.set(id, name);
  }
  /** @type {Map<string, { bytes: number, chunks: number }>} */
  const loads = new Map();
  const finalChunks = [...new Set(chunkOf.values())];
  for (const entry of roots.filter((root) => modules.get(root)?.isEntry)) {
    const loaded = finalChunks.filter((chunk) => chunk.loaders.has(entry));
    loads.set(entry, { bytes: loaded.reduce((sum, chunk) => sum + chunk.size, 0), chunks: loaded.length });
  }
  return { names, loads };
}

/**
 * The plan whose heaviest page is lightest: planned once with the given weights, then again with the heaviest page
 * that is not yet tight made tight (weight `tightWeight`, its unneeded modules split back), `rounds` times. A plan where
 * a page would load more than `splitWithin` chunks is not taken. The merges are greedy, and a small change in the
 * code can move a grab-bag of modules onto another page: this looks at where each plan leaves every page.
 * @param {ReadonlyMap<string, PlanModule>} modules
 * @param {{ threshold: number, isVendor?: (id: string) => boolean, weight?: (id: string) => number, splitWithin: number, rounds?: number, tightWeight?: number }} options
 * @returns {Map<string, string>}
 */
export function planBalanced(modules, { weight = () => 1, rounds = 4, tightWeight = 64, ...options }) {
  const tight = new Set();
  const weighed = (/** @type {string} */ id) => {
    const given = weight(id);
    return given === Infinity ? Infinity : tight.has(id) ? Math.max(given, tightWeight) : given;
  };
  /** @type {{ names: Map<string, string>, heaviest: number } | undefined} */
  let best;
  for (let round = 0; round <= rounds; round += 1) {
    const { names, loads } = planWithLoads(modules, { ...options, weight: weighed });
    // Pages whose weight is Infinity take no byte they do not need in any plan; the others are compared.
    const compared = [...loads].filter(([entry]) => weighed(entry) !== Infinity);
    const heaviest = Math.max(0, ...compared.map(([, load]) => load.bytes));
    const fits = compared.every(([, load]) => load.chunks <= options.splitWithin);
    if (fits && (best === undefined || heaviest < best.heaviest)) best = { names, heaviest };
    const next = compared.filter(([entry]) => !tight.has(entry) && weighed(entry) <= 1).sort((a, b) => b[1].bytes - a[1].bytes)[0];
    if (next === undefined) break;
    tight.add(next[0]);
  }
  return best?.names ?? planChunks(modules, { ...options, weight });
}

/**
 * A Vite plugin that sets the client build's `output.codeSplitting`: the vendor chunk, and `planChunks` applied to the
 * module graph Rolldown passes in (a group's `test` sees every candidate module before its first `name` call of a
 * pass). The plan places dependencies itself, so the group does not take its modules' dependencies along, which
 * Rolldown allows only with `preserveEntrySignatures: 'allow-extension'` (an island's chunk keeps its exports and may
 * export more; Astro's default, `exports-only`, is set where a user option cannot reach, hence this hook).
 * @param {{ threshold: number, weight?: (id: string) => number }} options
 */
export function clientChunking({ threshold, weight, splitWithin }) {
  return {
    name: 'portal-client-chunking',
    /** @param {string} environment */
    configEnvironment(environment) {
      if (environment !== 'client') return undefined;
      return {
        build: { rolldownOptions: { preserveEntrySignatures: 'allow-extension', output: { codeSplitting: codeSplitting(threshold, weight, splitWithin) } } },
      };
    },
  };
}

/**
 * @param {number} threshold
 * @param {((id: string) => number) | undefined} weight
 */
function codeSplitting(threshold, weight, splitWithin) {
  /** @type {Set<string>} */
  let candidates = new Set();
  /** @type {Map<string, string> | undefined} */
  let plan;
  return {
    groups: [
      { name: 'react', test: vendorModules, priority: 2 },
      {
        name: (/** @type {string} */ id, /** @type {{ getModuleInfo(id: string): any }} */ context) => {
          const graph = () => moduleGraph(candidates, context);
          plan ??= splitWithin
            ? planBalanced(graph(), { threshold, splitWithin, ...(weight ? { weight } : {}) })
            : planChunks(graph(), { threshold, ...(weight ? { weight } : {}) });
          return plan.get(id) ?? null;
        },
        test: (/** @type {string} */ id) => {
          if (plan !== undefined) {
            // A new pass (another build in the same process): start again from its modules.
            plan = undefined;
            candidates = new Set();
          }
          candidates.add(id);
          return true;
        },
        priority: 1,
        includeDependenciesRecursively: false,
      },
    ],
  };
}

/**
 * The graph `planChunks` reads, from Rolldown's module info: the candidates (modules that reach the output, with their
 * code's size) and every module reached from them (size 0 when it is not a candidate).
 * @param {Set<string>} candidates
 * @param {{ getModuleInfo(id: string): any }} context
 * @returns {Map<string, PlanModule>}
 */
function moduleGraph(candidates, context) {
  /** @type {Map<string, PlanModule>} */
  const graph = new Map();
  const queue = [...candidates];
  while (queue.length > 0) {
    const id = /** @type {string} */ (queue.pop());
    if (graph.has(id)) continue;
    const info = context.getModuleInfo(id);
    if (!info) continue;
    const module = {
      size: candidates.has(id) ? (info.code?.length ?? 0) : 0,
      isEntry: Boolean(info.isEntry),
      imports: [...(info.importedIds ?? [])],
      dynamicImports: [...(info.dynamicallyImportedIds ?? [])],
    };
    graph.set(id, module);
    queue.push(...module.imports, ...module.dynamicImports);
  }
  return graph;
}
