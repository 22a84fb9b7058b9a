import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentAnswerSchema as contentSchema } from '../../src/api/contracts/content';
import { startLocalGateway, type LocalGateway } from './testing/localGateway';

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
});
afterAll(() => gateway.dispose());

const rest = (query: string) => gateway.fetch(`/gateway/api/bin/aem/rest?${query}`);

async function content(response: Response) {
  expect(response.status).toBe(200);
  return contentSchema.parse(await response.json());
}

/** The answer's texts without the demo seed's job postings (careers.jobs.*), which the next block reads. */
async function labels(response: Response) {
  return Object.fromEntries(Object.entries(await content(response)).filter(([key]) => !key.startsWith('careers.jobs.')));
}

describe('GET bin/aem/rest (SPEC 7 content)', () => {
  it("answers version 2 with the site's content for the locale as a flat object", async () => {
    const answer = await labels(await rest('version=2&contentType=vpp&level=-1&locale=en_us&siteId=localhost'));
    expect(answer).toEqual({ 'seo.brandPrefix': 'Demo Rewards', 'title.profile': 'My profile' });
  });

  it('answers another locale with that locale only', async () => {
    expect(await labels(await rest('version=2&contentType=vpp&level=-1&locale=pt_br&siteId=localhost'))).toEqual({ 'title.profile': 'Meu perfil' });
  });

  it("accepts version 3 for any site and leaves the tenant's extra content out", async () => {
    expect(await labels(await rest('version=3&contentType=vpp&level=-1&locale=en_us&siteId=localhost'))).toEqual({
      'seo.brandPrefix': 'Demo Rewards',
      'title.profile': 'My profile',
    });
    expect(await content(await rest('version=3&contentType=vpp&level=-1&locale=en_us&siteId=localhost_demo-bank'))).toEqual({
      'seo.brandPrefix': 'Harbour Bank',
    });
  });

  it('answers nested at level=-1 for a site whose CMS nests (cms.nested), flat without level', async () => {
    expect(await content(await rest('version=3&contentType=vpp&level=-1&locale=de_de&siteId=localhost_cms-bank'))).toEqual({
      portal: { login: { resendActivation: 'Aktivierungs-E-Mail der CMS Bank erneut senden' }, seo: { brandPrefix: 'CMS Bank' } },
      signin: { button: 'Weiter zur CMS Bank' },
    });
    expect(await content(await rest('version=3&contentType=vpp&locale=de_de&siteId=localhost_cms-bank'))).toEqual({
      'portal.login.resendActivation': 'Aktivierungs-E-Mail der CMS Bank erneut senden',
      'portal.seo.brandPrefix': 'CMS Bank',
      'signin.button': 'Weiter zur CMS Bank',
    });
  });

  it("answers an editor's drafts over the published texts with preview=draft, never cached; without it, the published", async () => {
    const published = await rest('version=3&contentType=vpp&locale=en_us&siteId=localhost_cms-bank');
    expect((await content(published))['signin.button']).toBe('Continue to CMS Bank');
    expect(published.headers.get('Cache-Control')).toBe('public, max-age=300');
    const preview = await rest('version=3&contentType=vpp&locale=en_us&siteId=localhost_cms-bank&preview=draft');
    expect(await content(preview)).toMatchObject({ 'signin.button': 'Sign in to CMS Bank (draft)', 'portal.seo.brandPrefix': 'CMS Bank' });
    expect(preview.headers.get('Cache-Control')).toBe('no-store');
    expect((await rest('version=3&locale=en_us&siteId=localhost_cms-bank&preview=published')).status).toBe(400);
  });

  it('answers the job postings of a careers site as CMS texts, nested for a site whose CMS nests', async () => {
    const flat = await content(await rest('version=2&contentType=vpp&level=-1&locale=en_us&siteId=localhost'));
    expect(flat['careers.jobs.care-lead.title']).toBe('Cardholder Care Team Lead');
    expect(flat['careers.jobs.care-lead.createdOn']).toBe('2026-11-18');
    const nested = await content(await rest('version=3&contentType=vpp&level=-1&locale=en_us&siteId=localhost_cms-bank'));
    expect(nested['portal']).toMatchObject({ careers: { jobs: { teller: { title: 'Branch Advisor', createdOn: '2026-11-01T09:30:00Z' } } } });
  });

  it('answers the generic DEFAULT content for a locale without a site id', async () => {
    expect(await content(await rest('version=2&locale=en_us'))).toEqual({ 'seo.brandPrefix': 'Rewards' });
  });

  it('answers an empty object for a site or locale without content', async () => {
    expect(await content(await rest('version=2&contentType=vpp&level=-1&locale=ja_jp&siteId=nowhere.example'))).toEqual({});
  });

  it('answers JSON with a correlation id and a short public cache lifetime', async () => {
    const response = await rest('version=2&locale=en_us&siteId=localhost');
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(response.headers.get('X-CID')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
  });

  it.each([
    ['a version other than 2 or 3', 'version=4&locale=en_us', 'version'],
    ['no version', 'locale=en_us', 'version'],
    ['a locale that is not two letters, underscore, two letters', 'version=2&locale=english', 'locale'],
    ['no locale', 'version=2&siteId=localhost', 'locale'],
    ['a site id with markup', 'version=2&locale=en_us&siteId=%3Cscript%3E', 'siteId'],
    ['a content type with a slash', 'version=2&locale=en_us&contentType=a/b', 'contentType'],
    ['a content type longer than 64 characters', `version=2&locale=en_us&contentType=${'a'.repeat(65)}`, 'contentType'],
    ['a level that is not a number', 'version=2&locale=en_us&level=all', 'level'],
    ['a repeated locale', 'version=2&locale=en_us&locale=pt_br', 'locale'],
  ])('refuses %s with 400 INVALID_REQUEST naming the parameter', async (_, query, parameter) => {
    const response = await rest(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('X-CID')).toMatch(/^[0-9a-f-]{36}$/);
    const body = await response.json<{ error: string; message: string; details: { field: string } }>();
    expect(body.error).toBe('INVALID_REQUEST');
    expect(body.message.startsWith(`${parameter}:`)).toBe(true);
    expect(body.details.field).toBe(parameter);
  });
});

describe('GET cmsapi/content.data.json/vpp/{siteId}/{rest of path} (SPEC 7 version 3 extra)', () => {
  const extra = (path: string) => gateway.fetch(`/gateway/api/cmsapi/content.data.json/vpp/${path}`);

  it("answers the site's CMS tenant extra content for the path's locale", async () => {
    const response = await extra('localhost_demo-bank/en_us/account/edit-pan/');
    expect(await content(response)).toEqual({ 'title.editPan': 'My Harbour Bank cards' });
    expect(response.headers.get('X-CID')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
  });

  it("answers the tenant's drafts too in a preview", async () => {
    expect(await content(await extra('localhost_cms-bank/en_us/account/login-form/?preview=draft'))).toEqual({
      portal: { login: { forgotPassword: 'Lost your CMS Bank password? (draft)' } },
    });
    expect(await content(await extra('localhost_cms-bank/en_us/account/login-form/'))).toEqual({
      portal: { login: { forgotPassword: 'Forgotten your CMS Bank password?' } },
    });
  });

  it('answers nested for a site whose CMS nests', async () => {
    expect(await content(await extra('localhost_cms-bank/de_de/account/login-form/'))).toEqual({
      portal: { login: { forgotPassword: 'CMS-Bank-Passwort vergessen?' } },
    });
  });

  it('answers en_us extra content when the path opens with context.html', async () => {
    expect(await content(await extra('localhost_demo-bank/context.html'))).toEqual({ 'title.editPan': 'My Harbour Bank cards' });
  });

  it.each([
    ['a locale without extra content', 'localhost_demo-bank/pt_br/account/profile/'],
    ['a site on the main tenant', 'localhost/en_us/account/profile/'],
    ['an unknown site', 'nowhere.example/en_us/account/profile/'],
  ])('answers an empty object for %s', async (_, path) => {
    expect(await content(await extra(path))).toEqual({});
  });

  it('refuses a malformed site id with 400 INVALID_REQUEST naming siteId', async () => {
    const response = await extra('%3Cscript%3E/en_us/');
    expect(response.status).toBe(400);
    expect((await response.json<{ message: string }>()).message).toMatch(/^siteId:/);
  });
});
