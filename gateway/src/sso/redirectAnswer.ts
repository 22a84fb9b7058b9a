// A redirect that suits both callers: 303 See Other for a browser navigation (form post, link), 200 with
// `{ location, ... }` for a script that accepts JSON (fetch cannot read a redirect's target).
import { json } from '../http';
import { headerNames } from '../../../src/api/contracts/headers';

function wantsJson(request: Request): boolean {
  return (request.headers.get('Accept') ?? '').toLowerCase().includes('application/json');
}

/** 303 See Other to `location`, never stored. */
export function seeOther(location: string, correlationId: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store', [headerNames.correlationId]: correlationId } });
}

export function redirectAnswer(request: Request, correlationId: string, location: string, extra: Record<string, unknown> = {}): Response {
  if (wantsJson(request)) return json({ location, ...extra }, correlationId);
  return seeOther(location, correlationId);
}
