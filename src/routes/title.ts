// SEO title rule of SPEC 2: brand prefix, route title, brand suffix, joined by '-'.

const titleSeparator = ' - ';

export function buildTitle(parts: { brandPrefix?: string; title: string; brandSuffix?: string }): string {
  return [parts.brandPrefix, parts.title, parts.brandSuffix]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(titleSeparator);
}
