// The virtual page-view event of SPEC 2: dispatched on each navigation after the first of the visit.

const pageViewEvent = 'portal:page-view';
const countKey = 'page_view_count';

/** Counts navigations in this tab's session; from the second on, dispatches the event and feeds the tag manager's data layer. */
export function recordPageView(path: string, target: Window = window): boolean {
  const count = Number(target.sessionStorage.getItem(countKey) ?? '0') + 1;
  target.sessionStorage.setItem(countKey, String(count));
  if (count === 1) return false;
  target.dispatchEvent(new CustomEvent(pageViewEvent, { detail: { path } }));
  const dataLayer = (target as Window & { dataLayer?: unknown[] }).dataLayer;
  if (Array.isArray(dataLayer)) dataLayer.push({ event: 'virtualPageView', path });
  return true;
}
