import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf } from '../testing/gatewayCalls';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { keptSeconds, violationsOf } from './cspReportEndpoint';

let gateway: LocalGateway;
let clock = 1_800_000_000;
beforeAll(async () => {
  gateway = await startLocalGateway({ now: () => clock });
});
afterAll(() => gateway.dispose());

const legacyBody = (blocked: string) => ({
  'csp-report': {
    'document-uri': 'https://rewards.example.com/en_us/account/login-form/',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': blocked,
    'source-file': 'https://rewards.example.com/_astro/page.js',
    'line-number': 12,
    disposition: 'enforce',
  },
});

function report(host: string, body: unknown, contentType: string): Promise<Response> {
  return gateway.fetch('/gateway/api/csp-report', {
    method: 'POST',
    headers: { 'Content-Type': contentType, Origin: `https://${host}`, 'X-Forwarded-Host': host, 'User-Agent': 'Chromium test' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function reportsOf(host: string): Promise<unknown> {
  return (await gateway.fetch(`/gateway/api/dev/csp-reports?host=${host}`)).json();
}

describe('POST csp-report: the pages report their policy violations', () => {
  it('stores a report-uri report (application/csp-report) and answers 204', async () => {
    const response = await report('one.example.com', legacyBody('https://evil.example/x.js'), 'application/csp-report');
    expect(response.status).toBe(204);
    expect(await reportsOf('one.example.com')).toEqual([
      {
        receivedAt: clock,
        documentUrl: 'https://rewards.example.com/en_us/account/login-form/',
        directive: 'script-src-elem',
        blockedUrl: 'https://evil.example/x.js',
        sourceFile: 'https://rewards.example.com/_astro/page.js',
        line: 12,
        disposition: 'enforce',
      },
    ]);
  });

  it('stores the csp-violation entries of a Reporting API batch (application/reports+json) and skips other types', async () => {
    const batch = [
      {
        type: 'csp-violation',
        url: 'https://two.example.com/de_de/account/profile/',
        body: {
          documentURL: 'https://two.example.com/de_de/account/profile/',
          effectiveDirective: 'img-src',
          blockedURL: 'https://tracker.example/p.gif',
          disposition: 'enforce',
        },
      },
      { type: 'deprecation', url: 'https://two.example.com/', body: { id: 'x' } },
    ];
    expect((await report('two.example.com', batch, 'application/reports+json')).status).toBe(204);
    expect(await reportsOf('two.example.com')).toMatchObject([
      { directive: 'img-src', blockedUrl: 'https://tracker.example/p.gif', sourceFile: null, line: null },
    ]);
  });

  it('refuses a body that is not a report, and one over 64 KB, with 400 INVALID_REQUEST', async () => {
    expect((await answerOf(await report('three.example.com', 'not json', 'application/csp-report'))).body).toMatchObject({ error: 'INVALID_REQUEST' });
    expect((await answerOf(await report('three.example.com', { hello: 'world' }, 'application/csp-report'))).body).toMatchObject({ error: 'INVALID_REQUEST' });
    const huge = legacyBody(`https://evil.example/${'x'.repeat(70_000)}`);
    expect((await answerOf(await report('three.example.com', huge, 'application/csp-report'))).status).toBe(400);
    expect(await reportsOf('three.example.com')).toEqual([]);
  });

  it('refuses a report posted from another site, as every POST', async () => {
    const response = await gateway.fetch('/gateway/api/csp-report', {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report', Origin: 'https://attacker.example', 'X-Forwarded-Host': 'four.example.com' },
      body: JSON.stringify(legacyBody('https://evil.example/x.js')),
    });
    expect(await answerOf(response)).toMatchObject({ status: 403, body: { error: 'CROSS_SITE_REQUEST' } });
  });

  it('keeps reports for 30 days: a new report deletes older ones', async () => {
    await report('five.example.com', legacyBody('https://old.example/x.js'), 'application/csp-report');
    clock += keptSeconds + 1;
    await report('five.example.com', legacyBody('https://new.example/x.js'), 'application/csp-report');
    expect(await reportsOf('five.example.com')).toMatchObject([{ blockedUrl: 'https://new.example/x.js' }]);
  });
});

describe('violationsOf', () => {
  it('clips long fields and drops reports without a page or directive', () => {
    const [found] = violationsOf(legacyBody(`https://evil.example/${'y'.repeat(5000)}`));
    expect(found?.blockedUrl.length).toBe(2048);
    expect(violationsOf({ 'csp-report': { 'blocked-uri': 'inline' } })).toEqual([]);
  });
});
