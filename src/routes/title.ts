// SEO title rule of SPEC 2: brand prefix, route title, brand suffix, joined by '-'; and the shell's heading of that title.

const titleSeparator = ' - ';

export function buildTitle(parts: { brandPrefix?: string; title: string; brandSuffix?: string }): string {
  return [parts.brandPrefix, parts.title, parts.brandSuffix]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(titleSeparator);
}

/** The id of the shell's level-1 heading, the route's title, which a screen may stand in for (ScreenHeading). */
export const shellHeadingId = 'screen-title';
