// Where browsers send the pages' Content-Security-Policy violations: a gateway path under the API base, named by the
// edge in each page's policy and served by the reference gateway (gateway/src/cspReports).
export const cspReportPath = 'csp-report';
