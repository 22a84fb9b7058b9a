import { describe, expect, it } from 'vitest';
import { checkSiteFile, demoSites } from './siteFiles';

const site = {
  name: 'harbour-bank',
  siteId: 'rewards.harbourbank.example',
  theme: 'harbour-blue',
  siteFeatureConfigurations: [{ name: 'site_auth_profile', featureConfig: { auth_mechanism: 'USER_NAME_PASSWORD' } }],
};
const theme = {
  name: 'harbour-blue',
  brandName: "Harbour's Bank",
  colors: { primary: '#0b4f6c', onPrimary: '#ffffff', accent: '#0a7ea4', surface: '#ffffff', text: '#1b2a33', error: '#b3261e', success: '#1e6b3a' },
  header: 'filled',
};

describe('a site file (npm run site)', () => {
  it('becomes the site row, its theme and its captcha secret for D1, and the config and theme for the edge KV', () => {
    const checked = checkSiteFile('harbour.json', { site, origin: 'https://rewards.harbourbank.example', theme, captchaSecretVariable: 'HARBOUR_HCAPTCHA' }, {
      HARBOUR_HCAPTCHA: '0x0000000000000000000000000000000000000000',
    });
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const { sql, kv, hasSecret } = checked.publication;
    expect(sql[0]).toMatch(/^INSERT INTO themes \(name, definition\) VALUES \('harbour-blue', '\{.*"brandName":"Harbour''s Bank"/);
    expect(sql[1]).toContain("VALUES ('rewards.harbourbank.example', 'harbour-bank', 'harbour-blue', '[{\"name\":\"site_auth_profile\"");
    expect(sql[1]).toContain("'https://rewards.harbourbank.example') ON CONFLICT (site_id) DO UPDATE");
    expect(sql[2]).toContain("INSERT INTO captcha_secrets (site_id, secret) VALUES ('rewards.harbourbank.example', '0x0000");
    expect(hasSecret).toBe(true);
    expect(kv.map((entry) => entry.key)).toEqual(['site-config:rewards.harbourbank.example', 'theme:harbour-blue']);
    expect(JSON.parse(kv[0]?.value ?? '')).toEqual(site);
  });

  it('without a theme or secret publishes the site alone, its origin then taken from the host', () => {
    const checked = checkSiteFile('plain.json', { site }, {});
    expect(checked.ok && checked.publication.sql).toEqual([expect.stringMatching(/^INSERT INTO sites .*, NULL\) ON CONFLICT/)]);
  });

  it("publishes a promotions host's campaign to the edge's KV, where the edge serves promotions-{locale}.json from", () => {
    const promotionsSite = { ...site, siteId: 'deals.harbourbank.example_pt_br' };
    const checked = checkSiteFile('deals.json', { site: promotionsSite, promotion: { title: 'Verão com cashback', endsOn: '2027-03-20' } }, {});
    expect(checked.ok && checked.publication.kv.map((entry) => entry.key)).toEqual([
      'site-config:deals.harbourbank.example_pt_br',
      'promotions:deals.harbourbank.example_pt_br',
    ]);
    expect(checked.ok && JSON.parse(checked.publication.kv[1]?.value ?? '')).toEqual({ title: 'Verão com cashback', endsOn: '2027-03-20' });
  });

  it.each([
    ['a campaign on a site that is no promotions host\'s', { site, promotion: { title: 'Deals' } }, "bad.json: promotion: only a promotions host's site (host_locale) has a campaign (value: \"rewards.harbourbank.example\")"],
    [
      'a campaign that ends before it starts',
      { site: { ...site, siteId: 'deals.example_en_us' }, promotion: { title: 'Deals', startsOn: '2027-02-01', endsOn: '2027-01-01' } },
      'bad.json: promotion.endsOn: endsOn is before startsOn (value: "2027-01-01")',
    ],
    [
      'a campaign whose terms are not on https',
      { site: { ...site, siteId: 'deals.example_en_us' }, promotion: { title: 'Deals', terms: { label: 'Terms', url: 'http://deals.example/terms' } } },
      'bad.json: promotion.terms.url: expected an https URL (value: "http://deals.example/terms")',
    ],
    ['a missing name', { site: { ...site, name: undefined } }, 'bad.json: site.name: '],
    ['an origin with a path', { site, origin: 'https://bank.example/rewards' }, 'bad.json: origin: an origin is https://host or https://host:port, without a path (value: "https://bank.example/rewards")'],
    ['an http origin', { site, origin: 'http://bank.example' }, '(value: "http://bank.example")'],
    ['a key the format does not have', { site, captchaSecret: 'oops' }, 'bad.json: (file): '],
    ['a site id with a slash', { site: { ...site, siteId: 'bank.example/x' } }, 'bad.json: site.siteId: site id may hold only letters, digits, dots, underscores, colons and hyphens (value: "bank.example/x")'],
    ['a feature group without a name', { site: { ...site, siteFeatureConfigurations: [{ featureConfig: {} }] } }, 'bad.json: site.siteFeatureConfigurations.0.name: '],
    ['a theme of another name', { site, theme: { ...theme, name: 'other' } }, 'bad.json: theme.name: the site names theme "harbour-blue", this theme is "other"'],
    ['an unreadable theme', { site, theme: { ...theme, colors: { ...theme.colors, onPrimary: '#5b8fa6' } } }, 'bad.json: theme.colors onPrimary/primary: contrast'],
    ['a captcha secret not in the environment', { site, captchaSecretVariable: 'NOWHERE_SECRET' }, 'bad.json: captchaSecretVariable: NOWHERE_SECRET is not set in this environment'],
    ['a secret written into the file', { site, captchaSecretVariable: '0xabc' }, 'bad.json: captchaSecretVariable: the name of an environment variable'],
  ])('refuses %s, naming file, key and value', (_, file, message) => {
    const checked = checkSiteFile('bad.json', file, {});
    expect(checked.ok).toBe(false);
    expect(checked.ok ? [] : checked.problems.join('\n')).toContain(message);
  });
});

describe("the demo's sites (gateway/seed/sites)", () => {
  it('are files the site command accepts, one per demo site, the captcha site with its secret from the variable it names', () => {
    const sites = demoSites();
    expect(sites.map((site) => site.site.siteId)).toContain('localhost');
    expect(sites.map((site) => site.site.siteId)).toEqual(expect.arrayContaining(['localhost_demo-bank', 'localhost_onyx-bank', 'promotions.localhost_pt_br']));
    expect(sites.filter((site) => site.hasSecret).map((site) => site.site.siteId)).toEqual(['localhost_captcha-bank']);
  });

  it("on a preview, point the links of the sites the preview's host serves to its origin, not the promotions host's", () => {
    const sites = demoSites(undefined, { origin: 'https://portal-preview.bank.example' });
    const originOf = (siteId: string) => sites.find((site) => site.site.siteId === siteId)?.sql.find((line) => line.startsWith('INSERT INTO sites'));
    expect(originOf('localhost_demo-bank')).toContain("'https://portal-preview.bank.example')");
    expect(originOf('localhost')).toContain("'https://portal-preview.bank.example')");
    expect(originOf('promotions.localhost_pt_br')).toMatch(/, NULL\) ON CONFLICT/);
  });
});
