// The site's TypeScript modules for a Node script (Node 24 strips their types): they import each other without
// extensions, as the bundler resolves them, so a relative import without one is tried again with `.ts`.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!specifier.startsWith('.') || /\.\w+$/.test(specifier)) throw error;
      return nextResolve(`${specifier}.ts`, context);
    }
  },
});

/** Imports `src/…` of the project, e.g. `await projectModule('src/routes/routeTable.ts')`. */
export function projectModule(path) {
  return import(new URL(`../${path}`, import.meta.url).href);
}
