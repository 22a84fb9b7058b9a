// `npm run theme -- check <file>...`: each theme file read (images beside it inlined) and checked like the edge and the
// gateway check it (schema, WCAG 2.2 AA contrast); problems name the file, the key or colour pair and the ratio.
// `npm run theme -- print <file>`: the checked theme as JSON on standard output, as published to KV or D1, e.g.
//   npm run --silent theme -- print harbour.json > harbour.checked.json
//   npx wrangler kv key put theme:harbour --path harbour.checked.json --binding SITE_CONFIG --env europe --remote
import { projectModule } from './projectModules.mjs';

const [command, ...files] = process.argv.slice(2);
const { readThemeFile } = await projectModule('gateway/seed/themeFiles.ts');

if ((command !== 'check' && command !== 'print') || files.length === 0 || (command === 'print' && files.length !== 1)) {
  console.error('usage: npm run theme -- check <theme.json>...   |   npm run --silent theme -- print <theme.json>');
  process.exit(2);
}
let failed = false;
for (const file of files) {
  try {
    const theme = readThemeFile(file);
    if (command === 'print') process.stdout.write(`${JSON.stringify(theme)}\n`);
    else console.log(`${file}: ${theme.name} passes (schema and WCAG 2.2 AA contrast)`);
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : String(error));
  }
}
process.exit(failed ? 1 : 0);
