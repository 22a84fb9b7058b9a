import { describe, expect, it } from 'vitest';
import { jobSummary, listedPostings, postingsOf, summaryLength, type JobPosting } from './jobPostings';

const cms = {
  'careers.intro': 'Join us',
  'careers.jobs.a1.title': 'Data Analyst',
  'careers.jobs.a1.description': 'Analyse card spending for the rewards team.',
  'careers.jobs.a1.createdOn': '2026-10-01',
  'careers.jobs.a1.location': 'São Paulo',
  'careers.jobs.a1.url': 'https://jobs.example.com/a1',
  'careers.jobs.b2.title': 'Customer Care Lead',
  'careers.jobs.b2.description': 'Lead the analyst team that answers cardholders.',
  'careers.jobs.b2.createdOn': '2026-11-20T08:00:00Z',
  'careers.jobs.b2.url': 'javascript:alert(1)',
  'careers.jobs.c3.title': 'No date',
  'careers.jobs.c3.description': 'Left out.',
  'careers.jobs.d4.title': 'Bad date',
  'careers.jobs.d4.description': 'Left out.',
  'careers.jobs.d4.createdOn': '2026-02-30',
  'careers.jobs.e5.description': 'No title, left out.',
  'careers.jobs.e5.createdOn': '2026-01-01',
  'careers.jobs.f 6.title': 'Bad id',
};

describe('the postings of the CMS', () => {
  it('reads complete postings in the CMS order, with a calendar day and only https links', () => {
    expect(postingsOf(cms)).toEqual([
      {
        id: 'a1',
        title: 'Data Analyst',
        description: 'Analyse card spending for the rewards team.',
        createdOn: '2026-10-01',
        location: 'São Paulo',
        url: 'https://jobs.example.com/a1',
      },
      { id: 'b2', title: 'Customer Care Lead', description: 'Lead the analyst team that answers cardholders.', createdOn: '2026-11-20' },
    ]);
  });

  it('finds none in content without postings (the built-in fallback)', () => {
    expect(postingsOf({ 'title.careers': 'Careers' })).toEqual([]);
  });
});

describe('the 180-character summary (SPEC 9)', () => {
  it('keeps a short description whole, spaces tidied', () => {
    expect(jobSummary('  Lead   the team.\n', 'en')).toBe('Lead the team.');
  });

  it('cuts a long one at the last whole word within 180 characters, with an ellipsis', () => {
    const description = `${'Work with cardholders and partners '.repeat(8)}to grow rewards.`;
    const summary = jobSummary(description, 'en');
    expect([...summary].length).toBeLessThanOrEqual(summaryLength);
    expect(summary.endsWith('…')).toBe(true);
    expect(description.startsWith(summary.slice(0, -1))).toBe(true);
    expect(description.charAt(summary.length - 1)).toBe(' ');
  });

  it('counts letters as a reader sees them and never splits one', () => {
    const emoji = '👩🏽‍💻';
    const summary = jobSummary(`${emoji} `.repeat(200), 'en', 10);
    expect(summary).toBe(`${`${emoji} `.repeat(4)}${emoji}…`);
  });

  it('cuts a language without spaces at a word boundary', () => {
    const summary = jobSummary('カード会員の皆様のためにリワードプログラムを運営するチームで働きませんか。'.repeat(10), 'ja', 20);
    expect([...summary].length).toBeLessThanOrEqual(20);
    expect(summary.endsWith('…')).toBe(true);
  });

  it('cuts one endless word at the limit', () => {
    expect(jobSummary('x'.repeat(300), 'en')).toBe(`${'x'.repeat(summaryLength - 1)}…`);
  });
});

describe('search and order', () => {
  const postings: JobPosting[] = [
    { id: 'old', title: 'Analyst', description: 'Rewards data.', createdOn: '2025-01-10' },
    { id: 'mid', title: 'Designer', description: 'Works with the analyst team.', createdOn: '2026-03-01', location: 'Lisboa' },
    { id: 'new', title: 'Engineer', description: 'Builds the portal.', createdOn: '2026-11-01' },
  ];
  const ids = (list: readonly JobPosting[]) => list.map((posting) => posting.id);

  it('lists every posting in the CMS order by relevance without search words', () => {
    expect(ids(listedPostings(postings, '  ', 'relevance', 'en'))).toEqual(['old', 'mid', 'new']);
  });

  it('sorts by createdOn, newest first', () => {
    expect(ids(listedPostings(postings, '', 'newest', 'en'))).toEqual(['new', 'mid', 'old']);
  });

  it('puts a title match before a description match, and drops what does not match every word', () => {
    expect(ids(listedPostings(postings, 'ANALYST', 'relevance', 'en'))).toEqual(['old', 'mid']);
    expect(ids(listedPostings(postings, 'analyst lisboa', 'relevance', 'en'))).toEqual(['mid']);
    expect(ids(listedPostings(postings, 'analyst', 'newest', 'en'))).toEqual(['mid', 'old']);
    expect(listedPostings(postings, 'pilot', 'relevance', 'en')).toEqual([]);
  });

  it('ignores case and accents', () => {
    expect(ids(listedPostings([{ id: 'sp', title: 'Gerente', description: 'Em São Paulo.', createdOn: '2026-01-01' }], 'sao', 'relevance', 'pt'))).toEqual([
      'sp',
    ]);
  });
});
