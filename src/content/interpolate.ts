// Placeholders in texts ({{X-CID}}, {{count}}): filled at run time, so texts stay whole sentences for translators.

/** Replaces {{name}} placeholders; unknown placeholders stay as written. */
export function interpolate(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{([\w-]+)\}\}/g, (match, name: string) => (values[name] === undefined ? match : String(values[name])));
}
