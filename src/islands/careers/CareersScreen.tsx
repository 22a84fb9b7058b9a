// The careers screen (SPEC 9 career fallback content), on sites whose config sets cms.careers: the open positions the
// site's CMS publishes under careers.jobs.<id> for the page's locale, each with its title (a link to the full posting
// when there is one), place, day of publication and a 180-character summary; a search over their words and a choice
// of order (best match, or newest first by createdOn). Without postings the built-in texts say there are none; when
// the content call failed they say the list could not be loaded.
import { useStore } from '@nanostores/react';
import { useId, useMemo, useState } from 'react';
import { Placeholder } from '../../components/Placeholder';
import { RouteGate, gateTextKeys } from '../../components/RouteGate';
import { TextField } from '../../components/TextField';
import { useTexts } from '../../components/useTexts';
import { interpolate } from '../../content/interpolate';
import type { Texts } from '../../content/textKeys';
import { formatCalendarDay } from '../../rules/calendarDay';
import { jobSummary, listedPostings, postingOrders, postingsOf, type PostingOrder } from '../../rules/careers/jobPostings';
import { buildFlags } from '../../site/buildFlags';
import { languageOf, type Locale } from '../../site/locales';
import { $contentFailed, $contentOverrides } from '../../state/page/contentOverrides';

export const careersTextKeys = [
  ...gateTextKeys,
  'careers.intro',
  'careers.search',
  'careers.sort',
  'careers.sort.relevance',
  'careers.sort.newest',
  'careers.results',
  'careers.posted',
  'careers.none',
  'careers.noMatch',
  'careers.unavailable',
] as const;
type CareersTexts = Pick<Texts, (typeof careersTextKeys)[number]>;

const orderTextKeys = { relevance: 'careers.sort.relevance', newest: 'careers.sort.newest' } as const satisfies Record<PostingOrder, keyof CareersTexts>;

function Careers({ texts, locale }: { texts: CareersTexts; locale: Locale }) {
  const content = useStore($contentOverrides);
  const failed = useStore($contentFailed);
  const postings = useMemo(() => postingsOf(content), [content]);
  const [query, setQuery] = useState('');
  const [order, setOrder] = useState<PostingOrder>('relevance');
  const sortId = useId();
  const language = languageOf(locale);
  const listed = useMemo(() => listedPostings(postings, query, order, language), [postings, query, order, language]);

  if (postings.length === 0) {
    return (
      <>
        <p className="screen-text">{texts['careers.intro']}</p>
        <p className="empty-state">{failed ? texts['careers.unavailable'] : texts['careers.none']}</p>
      </>
    );
  }
  return (
    <>
      <p className="screen-text">{texts['careers.intro']}</p>
      <search className="careers-controls">
        <TextField type="search" inputMode="search" name="q" autoComplete="off" label={texts['careers.search']} value={query} onChange={setQuery} />
        <div className="field">
          <label className="field-label" htmlFor={sortId}>
            {texts['careers.sort']}
          </label>
          <select id={sortId} name="sort" className="field-input" value={order} onChange={(event) => setOrder(event.target.value as PostingOrder)}>
            {postingOrders.map((choice) => (
              <option key={choice} value={choice}>
                {texts[orderTextKeys[choice]]}
              </option>
            ))}
          </select>
        </div>
      </search>
      <p className="careers-count" role="status">
        {listed.length === 0 ? texts['careers.noMatch'] : interpolate(texts['careers.results'], { count: listed.length })}
      </p>
      <ul className="job-list">
        {listed.map((posting) => {
          const posted = formatCalendarDay(posting.createdOn, locale);
          return (
            <li key={posting.id}>
              <article className="job" aria-labelledby={`job-${posting.id}`}>
                <h2 id={`job-${posting.id}`}>{posting.url ? <a href={posting.url}>{posting.title}</a> : posting.title}</h2>
                <p className="job-meta">
                  {posting.location && <span>{posting.location}</span>}
                  {posted && <span>{interpolate(texts['careers.posted'], { date: posted })}</span>}
                </p>
                <p>{jobSummary(posting.description, language)}</p>
              </article>
            </li>
          );
        })}
      </ul>
    </>
  );
}

export default function CareersScreen({ texts, locale }: { texts: CareersTexts; locale: Locale }) {
  const inForce = useTexts(texts);
  return (
    <RouteGate
      route="careers"
      flags={buildFlags}
      texts={texts}
      locale={locale}
      before={{
        kind: 'frame',
        frame: (
          <>
            <p className="screen-text">{inForce['careers.intro']}</p>
            <Placeholder kind="block" lines={4} />
          </>
        ),
      }}
    >
      {() => <Careers texts={inForce} locale={locale} />}
    </RouteGate>
  );
}
