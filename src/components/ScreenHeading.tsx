// A screen's own level-1 heading for a state that is a page of its own (the account created): it stands in for the
// shell's heading of the route, names the screen part of the document title (SPEC 2 "Page behaviour") and takes focus,
// so a screen-reader user hears where they are now and reads on from there. All is put back when it goes.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { buildTitle, shellHeadingId } from '../routes/title';

export interface ScreenHeadingProps {
  title: string;
  /** The brand parts of the document title (`seo.brandPrefix`, `seo.brandSuffix`). */
  brand: { prefix: string; suffix: string };
}

export function ScreenHeading({ title, brand }: ScreenHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  // Before the browser paints: there is never a moment with two level-1 headings on the page.
  useLayoutEffect(() => {
    // One level-1 heading at a time: the shell's, naming the route, is hidden while this one names the screen.
    const shellHeading = document.getElementById(shellHeadingId);
    const shellTitle = document.title;
    if (shellHeading) shellHeading.hidden = true;
    document.title = buildTitle({ brandPrefix: brand.prefix, title, brandSuffix: brand.suffix });
    return () => {
      if (shellHeading) shellHeading.hidden = false;
      document.title = shellTitle;
    };
  }, [title, brand.prefix, brand.suffix]);

  return (
    <h1 ref={heading} className="screen-heading" tabIndex={-1}>
      {title}
    </h1>
  );
}
