// Text keys of the careers screen (SPEC 9 career fallback content): the open positions a site publishes in its CMS.

export const careersTranslatorNotes = {
  'title.careers': 'Heading and browser-tab title of the screen that lists open job positions at the bank.',
  'seo.description.careers': 'Search-result description of the careers screen: what a visitor finds there.',
  'careers.intro': 'Text under the careers heading: what the list holds and what to do with it.',
  'careers.search': 'Label of the search field that filters the job positions by words.',
  'careers.sort': 'Label of the choice of order of the job positions.',
  'careers.sort.relevance': 'Order of the job positions: those matching the search words best first.',
  'careers.sort.newest': 'Order of the job positions: the most recently published first.',
  'careers.results': 'Announced and shown above the list: how many positions are listed now. {{count}} is a number.',
  'careers.posted': 'Under a job title: the day it was published. {{date}} is a date the locale writes.',
  'careers.none': 'Shown instead of the list when the bank has no open position at all.',
  'careers.noMatch': 'Shown instead of the list when no position matches the search words.',
  'careers.unavailable': 'Shown when the positions could not be loaded.',
} as const satisfies Record<string, string>;
