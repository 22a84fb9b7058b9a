// Where browsers send the pages' Content-Security-Policy violations: a gateway path under the API base, named by the
// edge in each page's policy (report-uri and the Reporting API's report-to).
export const cspReportPath = 'csp-report';
