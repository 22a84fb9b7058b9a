// Matches a method and path against the endpoint table.
import { endpoints, type Endpoint } from './routes';

export type EndpointMatch =
  | { kind: 'found'; endpoint: Endpoint; params: Record<string, string> }
  | { kind: 'method'; allowed: string[] }
  | { kind: 'malformed'; message: string }
  | { kind: 'none' };

/** A path segment decoded, or undefined when its percent-encoding is malformed. */
function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

// A last part `*name` takes the rest of the path, slashes and all (decoded segment by segment).
function matchPattern(pattern: string, path: string): Record<string, string> | 'malformed' | undefined {
  const expected = pattern.split('/');
  const actual = path.split('/');
  const rest = expected.at(-1)?.startsWith('*') ? expected.pop()?.slice(1) : undefined;
  if (rest === undefined ? expected.length !== actual.length : actual.length <= expected.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const value = actual[index] ?? '';
    if (part.startsWith(':')) {
      const param = decoded(value);
      if (param === undefined) return 'malformed';
      params[part.slice(1)] = param;
    } else if (part !== value) {
      return undefined;
    }
  }
  if (rest !== undefined) {
    const segments = actual.slice(expected.length).map(decoded);
    if (segments.includes(undefined)) return 'malformed';
    params[rest] = segments.join('/');
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
    if (!allowed.includes(endpoint.method)) allowed.push(endpoint.method);
  }
  return allowed.length > 0 ? { kind: 'method', allowed } : { kind: 'none' };
}
