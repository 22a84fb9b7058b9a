// The open positions a site publishes in its CMS and how the careers screen shows them (SPEC 9 career fallback
// content: 180 characters of job summary; sort by relevance or createdOn descending). A posting is a group of CMS texts
// under `careers.jobs.<id>.` (title, description, createdOn, and optionally location and url), flat or nested alike
// once content is flattened; an incomplete posting is left out rather than shown half.
import { calendarDay } from '../calendarDay';

export interface JobPosting {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** Calendar day of publication, YYYY-MM-DD. */
  readonly createdOn: string;
  readonly location?: string;
  /** The full posting; https only. */
  readonly url?: string;
}

export type PostingOrder = 'relevance' | 'newest';
export const postingOrders: readonly PostingOrder[] = ['relevance', 'newest'];

/** SPEC 9: the summary under a title holds at most this many characters, ellipsis included. */
export const summaryLength = 180;

const prefix = 'careers.jobs.';
const idPattern = /^[A-Za-z0-9_-]{1,64}$/;
const maxPostings = 200;

function httpsUrl(value: string | undefined): string | undefined {
  if (value === undefined || !URL.canParse(value)) return undefined;
  return new URL(value).protocol === 'https:' ? value : undefined;
}

/** The postings in the CMS's order; each needs a title, a description and a valid createdOn. */
export function postingsOf(content: Readonly<Record<string, string>>): JobPosting[] {
  const fields = new Map<string, Record<string, string>>();
  for (const [key, text] of Object.entries(content)) {
    if (!key.startsWith(prefix)) continue;
    const [id, field, ...rest] = key.slice(prefix.length).split('.');
    if (id === undefined || field === undefined || rest.length > 0 || !idPattern.test(id)) continue;
    const posting = fields.get(id) ?? {};
    posting[field] = text.trim();
    fields.set(id, posting);
  }
  const postings: JobPosting[] = [];
  for (const [id, { title, description, createdOn, location, url }] of fields) {
    const day = calendarDay(createdOn);
    if (!title || !description || day === undefined) continue;
    const link = httpsUrl(url);
    postings.push({ id, title, description, createdOn: day, ...(location ? { location } : {}), ...(link ? { url: link } : {}) });
    if (postings.length === maxPostings) break;
  }
  return postings;
}

/**
 * The description's first `summaryLength` characters (user-perceived characters, so no letter or emoji is cut in
 * two), ended at a word boundary with an ellipsis when it is longer; whitespace runs read as one space.
 */
export function jobSummary(description: string, language: string, length = summaryLength): string {
  const text = description.replace(/\s+/g, ' ').trim();
  const graphemes = [...new Intl.Segmenter(language, { granularity: 'grapheme' }).segment(text)].map((part) => part.segment);
  if (graphemes.length <= length) return text;
  const room = graphemes.slice(0, length - 1).join('');
  // The end of the last word the room holds whole (the next character of the text is no letter or digit).
  let cut = 0;
  for (const part of new Intl.Segmenter(language, { granularity: 'word' }).segment(room)) {
    const end = part.index + part.segment.length;
    if (part.isWordLike === true && (end < room.length || !/[\p{L}\p{N}]/u.test(text.charAt(end)))) cut = end;
  }
  // One endless word is cut at the character limit.
  const kept = (cut > 0 ? room.slice(0, cut) : room).replace(/[\s,;:.\-–—]+$/u, '');
  return `${kept}…`;
}

/** Case and accent insensitive: "Sao" finds "São", "analyst" finds "Analyst". */
function folded(text: string, language: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(language);
}

/** The search's words. */
export function searchTerms(query: string, language: string): string[] {
  return folded(query, language)
    .split(/[\s,;]+/u)
    .filter((term) => term !== '');
}

/** How well a posting matches every term (0: some term is missing): title 3, location 2, description 1 per term. */
export function relevanceOf(posting: JobPosting, terms: readonly string[], language: string): number {
  const title = folded(posting.title, language);
  const location = folded(posting.location ?? '', language);
  const description = folded(posting.description, language);
  let score = 0;
  for (const term of terms) {
    const found = (title.includes(term) ? 3 : 0) + (location.includes(term) ? 2 : 0) + (description.includes(term) ? 1 : 0);
    if (found === 0) return 0;
    score += found;
  }
  return score;
}

const newestFirst = (a: JobPosting, b: JobPosting) => (a.createdOn === b.createdOn ? 0 : a.createdOn < b.createdOn ? 1 : -1);

/**
 * The postings the search finds, in the chosen order: by relevance (best match first, then newest; without search
 * words, the CMS's own order), or by createdOn descending. Equal postings keep the CMS's order.
 */
export function listedPostings(postings: readonly JobPosting[], query: string, order: PostingOrder, language: string): JobPosting[] {
  const terms = searchTerms(query, language);
  const scored = postings
    .map((posting) => ({ posting, score: terms.length === 0 ? 1 : relevanceOf(posting, terms, language) }))
    .filter(({ score }) => score > 0);
  if (order === 'newest') return scored.map(({ posting }) => posting).sort(newestFirst);
  if (terms.length === 0) return scored.map(({ posting }) => posting);
  return scored.sort((a, b) => b.score - a.score || newestFirst(a.posting, b.posting)).map(({ posting }) => posting);
}
