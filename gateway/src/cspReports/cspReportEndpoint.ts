// POST csp-report: Content-Security-Policy violations the pages' browsers report, stored in csp_reports (issue 13
// item 8). Both formats browsers send: the report-uri body (`application/csp-report`, one report) and the Reporting
// API's (`application/reports+json`, a list of which only `csp-violation` entries are kept). Answers 204 whatever it
// keeps: a browser does nothing with the answer, and a caller learns nothing from it. GET dev/csp-reports lists the
// newest outside production.
import * as z from 'zod/mini';
import { isDevelopmentEnvironment } from '../environment';
import type { Handler } from '../env';
import { errorResponse, InvalidRequestError, json } from '../http';
import { bodyText } from '../requestBody';
import { browserFacingHost } from '../crossSite/crossSite';

/** Longest text kept of any field: URLs of blocked scripts can be long, and nothing here needs more. */
const maxFieldLength = 2048;
/** Reports older than this are deleted as new ones arrive. */
export const keptSeconds = 30 * 24 * 3600;
/** Most reports one request may carry (the Reporting API batches them). */
const maxReportsPerRequest = 20;

const text = z.optional(z.union([z.string(), z.number()]));

/** report-uri's body: `{"csp-report": {...}}` with dashed names. */
const legacyReport = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'effective-directive': text,
    'violated-directive': text,
    'blocked-uri': text,
    'source-file': text,
    'line-number': text,
    disposition: text,
  }),
});

/** The Reporting API's body: a list of reports, each with a type and a body of camel-cased names. */
const reportingApiReports = z.array(
  z.object({
    type: z.string(),
    url: text,
    body: z.optional(
      z.object({
        documentURL: text,
        effectiveDirective: text,
        blockedURL: text,
        sourceFile: text,
        lineNumber: text,
        disposition: text,
      }),
    ),
  }),
);

export interface CspViolation {
  documentUrl: string;
  directive: string;
  blockedUrl: string;
  sourceFile: string | undefined;
  line: number | undefined;
  disposition: 'enforce' | 'report';
}

const clip = (value: string | number | undefined): string => String(value ?? '').slice(0, maxFieldLength);
const lineOf = (value: string | number | undefined): number | undefined => {
  const line = Number(value);
  return Number.isSafeInteger(line) && line >= 0 ? line : undefined;
};

function violation(fields: {
  document: string | number | undefined;
  directive: string | number | undefined;
  blocked: string | number | undefined;
  source: string | number | undefined;
  line: string | number | undefined;
  disposition: string | number | undefined;
}): CspViolation | undefined {
  const documentUrl = clip(fields.document);
  const directive = clip(fields.directive);
  if (documentUrl === '' || directive === '') return undefined;
  const source = clip(fields.source);
  return {
    documentUrl,
    directive,
    blockedUrl: clip(fields.blocked),
    sourceFile: source === '' ? undefined : source,
    line: lineOf(fields.line),
    disposition: fields.disposition === 'report' ? 'report' : 'enforce',
  };
}

/** The violations of a report body in either format; a body that is neither is an invalid request. */
export function violationsOf(body: unknown): CspViolation[] {
  const legacy = z.safeParse(legacyReport, body);
  if (legacy.success) {
    const report = legacy.data['csp-report'];
    const found = violation({
      document: report['document-uri'],
      directive: report['effective-directive'] ?? report['violated-directive'],
      blocked: report['blocked-uri'],
      source: report['source-file'],
      line: report['line-number'],
      disposition: report.disposition,
    });
    return found ? [found] : [];
  }
  const batch = z.safeParse(reportingApiReports, body);
  if (!batch.success) throw new InvalidRequestError('body: not a CSP report', { field: 'body' });
  return batch.data
    .slice(0, maxReportsPerRequest)
    .filter((report) => report.type === 'csp-violation' && report.body !== undefined)
    .flatMap((report) => {
      const found = violation({
        document: report.body?.documentURL ?? report.url,
        directive: report.body?.effectiveDirective,
        blocked: report.body?.blockedURL,
        source: report.body?.sourceFile,
        line: report.body?.lineNumber,
        disposition: report.body?.disposition,
      });
      return found ? [found] : [];
    });
}

function parseBody(textBody: string): unknown {
  try {
    return JSON.parse(textBody) as unknown;
  } catch {
    throw new InvalidRequestError('body: not JSON', { field: 'body' });
  }
}

export const postCspReport: Handler = async ({ request, env, now }) => {
  const violations = violationsOf(parseBody(await bodyText(request)));
  const receivedAt = now();
  const host = browserFacingHost(request).toLowerCase().slice(0, 255);
  const userAgent = request.headers.get('User-Agent')?.slice(0, 512) ?? null;
  const insert = env.DB.prepare(
    'INSERT INTO csp_reports (received_at, host, document_url, directive, blocked_url, source_file, line, disposition, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  await env.DB.batch([
    env.DB.prepare('DELETE FROM csp_reports WHERE received_at < ?').bind(receivedAt - keptSeconds),
    ...violations.map((found) =>
      insert.bind(
        receivedAt,
        host,
        found.documentUrl,
        found.directive,
        found.blockedUrl,
        found.sourceFile ?? null,
        found.line ?? null,
        found.disposition,
        userAgent,
      ),
    ),
  ]);
  return new Response(null, { status: 204 });
};

/** GET dev/csp-reports?host={host}: the newest 50 reports of a host, only in local and preview runs. */
export const getCspReports: Handler = async ({ env, url, correlationId }) => {
  if (!isDevelopmentEnvironment(env.ENVIRONMENT)) return errorResponse(404, 'NOT_FOUND', correlationId);
  const host = url.searchParams.get('host')?.trim().toLowerCase() ?? '';
  if (host === '' || host.length > 255) throw new InvalidRequestError('host: give the host whose reports to list', { field: 'host' });
  const rows = await env.DB.prepare(
    'SELECT received_at AS receivedAt, document_url AS documentUrl, directive, blocked_url AS blockedUrl, source_file AS sourceFile, line, disposition FROM csp_reports WHERE host = ? ORDER BY id DESC LIMIT 50',
  )
    .bind(host)
    .all();
  return json(rows.results, correlationId);
};
