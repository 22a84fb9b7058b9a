// Matches a method and path against the endpoint table.
import { endpoints, type Endpoint } from './routes';

export type EndpointMatch =
  | { kind: 'found'; endpoint: Endpoint; params: Record<string, string> }
  | { kind: 'method'; allowed: string[] }
  | { kind: 'malformed'; message: string }
  | { kind: 'none' };

function matchPattern(pattern: string, path: string): Record<string, string> | 'malformed' | undefined {
  const expected = pattern.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const value = actual[index] ?? '';
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return 'malformed';
      }
    } else if (part !== value) {
      return undefined;
    }
  }
  return params;
}

export function matchEndpoint(method: string, path: string): EndpointMatch {
  const allowed: string[] = [];
  for (const endpoint of endpoints) {
    const params = matchPattern(endpoint.pattern, path);
    if (params === undefined) continue;
    if (params === 'malformed') return { kind: 'malformed', message: `path: '${path}' is not valid percent-encoding` };
    if (endpoint.method === method || (method === 'HEAD' && endpoint.method === 'GET')) return { kind: 'found', endpoint, params };
    allowed.push(endpoint.method);
  }
  return allowed.length > 0 ? { kind: 'method', allowed } : { kind: 'none' };
}
