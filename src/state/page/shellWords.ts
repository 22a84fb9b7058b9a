// The shell's own words in the CMS's wording once content arrives (SPEC 2 SEO title rule, SPEC 7 content): the brand in
// the header, the route's heading and the document title, "brand prefix - title - brand suffix". The pre-rendered shell
// carries the built-in words (what a crawler and the first paint see); its brand element keeps the built-in prefix
// and suffix as data, so a CMS that rewords one of them keeps the other.
import type { Content } from '../../api/contracts/content';
import { buildTitle, shellHeadingId } from '../../routes/title';

export function applyShellWords(overrides: Content, titleKey: string, doc: Document = document): void {
  const prefix = overrides['seo.brandPrefix'];
  const suffix = overrides['seo.brandSuffix'];
  const heading = overrides[titleKey];
  if (prefix === undefined && suffix === undefined && heading === undefined) return;
  const brand = doc.querySelector<HTMLElement>('.site-header .brand');
  const shellHeading = doc.getElementById(shellHeadingId);
  const brandPrefix = prefix ?? brand?.dataset['prefix'] ?? '';
  const brandSuffix = suffix ?? brand?.dataset['suffix'] ?? '';
  // The name's own element when the shell has one (a theme's logo stands beside it), else the brand element. A CMS that
  // names another brand than the theme's logo shows its name as text: the logo would name the other.
  const brandName = brand?.querySelector('.brand-name') ?? brand;
  const word = brandPrefix || brandSuffix;
  if (brandName && brandName.textContent !== word) {
    brand?.querySelector('.brand-logo')?.remove();
    brandName.textContent = word;
  }
  if (shellHeading && heading !== undefined) shellHeading.textContent = heading;
  doc.title = buildTitle({ brandPrefix, title: heading ?? shellHeading?.textContent ?? '', brandSuffix });
}
