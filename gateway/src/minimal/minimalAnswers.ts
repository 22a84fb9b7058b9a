// The minimal SPEC 7 gateway: with GATEWAY_ANSWERS=minimal the reference gateway answers the way a bank's gateway
// that keeps only what SPEC 3 and 7 promise may answer, so the site is proved against the contract and not against
// this gateway's habits. Its own rules and data stay the same; only successful answers change:
// - fields SPEC names and nothing else, plus one field SPEC does not know (a bank's own extension, to be ignored);
// - absent instead of null;
// - a card's id as `assetId` alone on one card and `id` alone on the next (SPEC 3: "assetId (also seen as id)");
// - empty bodies where SPEC reads none (remove-asset, update-asset, remove-account, find-code, revoke).
// Answers SPEC does not describe ("Response shapes not listed are not shown") keep the portal's own contract.

/** The variable of gateway/wrangler.toml that turns the mode on. */
export const minimalAnswersVariable = 'GATEWAY_ANSWERS';

/** A field no SPEC answer has: every object of a minimal answer carries it, and the site must not mind. */
export const bankExtensionField = 'bankExtension';

type Shrink = (body: unknown) => unknown;
type Minimal = { kind: 'json'; shrink: Shrink } | { kind: 'empty'; status: 200 | 204 };

type Fields = Readonly<Record<string, unknown>>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The named fields of `body` that are set (null and undefined left out), with the bank's extension. */
function only(names: readonly string[]): Shrink {
  return (body) => {
    if (!isFields(body)) return body;
    const kept = Object.fromEntries(names.filter((name) => body[name] !== undefined && body[name] !== null).map((name) => [name, body[name]]));
    return { ...kept, [bankExtensionField]: { source: 'minimal' } };
  };
}

function eachOf(item: Shrink): Shrink {
  return (body) => (Array.isArray(body) ? body.map(item) : body);
}

/** SPEC 3 "User profile". */
const profile = only([
  'dob',
  'email',
  'firstName',
  'lastName',
  'title',
  'userAccountStatus',
  'primaryUserIdentifier',
  'mfaEnrollmentStatus',
  'authMechanism',
  'gender',
]);

/** SPEC 3 "Asset": the id under one name only, alternating from card to card. */
const assets: Shrink = (body) => {
  if (!Array.isArray(body)) return body;
  return body.map((asset: unknown, index) => {
    if (!isFields(asset)) return asset;
    const id = asset['assetId'] ?? asset['id'];
    const fields = only(['assetType', 'value', 'defaultAsset'])(asset) as Fields;
    const metadata = Array.isArray(asset['metadata']) ? asset['metadata'].map(only(['name', 'value'])) : [];
    return { ...(index % 2 === 0 ? { assetId: id } : { id }), ...fields, metadata };
  });
};

/** SPEC 3 "Preference response": userSites keyed by site id, with attributes of key and value. */
const preferences: Shrink = (body) => {
  if (!isFields(body) || !isFields(body['userSites'])) return body;
  const userSites = Object.fromEntries(
    Object.entries(body['userSites']).map(([siteId, site]) => [
      siteId,
      { attributes: isFields(site) && Array.isArray(site['attributes']) ? site['attributes'].map(only(['key', 'value'])) : [] },
    ]),
  );
  return { userSites, [bankExtensionField]: { source: 'minimal' } };
};

/** Endpoints by their pattern in routes.ts; those not named keep their answers. */
const minimalByPattern: Readonly<Record<string, Minimal>> = {
  // SPEC 3 "Token response": access_token, expires_in, refresh token.
  'user-auth/oauth/token': { kind: 'json', shrink: only(['access_token', 'expires_in', 'refresh_token']) },
  // SPEC 7: a text body; nothing in it is read.
  'user-auth/tokens/revoke': { kind: 'empty', status: 200 },
  'user-mgmt/user/find': { kind: 'json', shrink: profile },
  'user-mgmt/user/find-concierge': { kind: 'json', shrink: profile },
  'user-mgmt/user/update': { kind: 'json', shrink: profile },
  'user-attribute/user/background/:siteId': { kind: 'json', shrink: only(['passesBackgroundCheck']) },
  'user-mgmt/user/get-preference-details': { kind: 'json', shrink: only(['email', 'phone']) },
  // SPEC 7: "passcode validation; success when status 200".
  'user-mgmt/user/find-code': { kind: 'empty', status: 200 },
  'user-mgmt/user/remove-account': { kind: 'empty', status: 204 },
  'user-attribute/user/:siteId': { kind: 'json', shrink: preferences },
  'user-attribute/concierge/user/:siteId': { kind: 'json', shrink: preferences },
  'user-attribute/user/assets': { kind: 'json', shrink: assets },
  'user-attribute/user/assets/:siteId': { kind: 'json', shrink: assets },
  'user-attribute/concierge/assets/:siteId': { kind: 'json', shrink: assets },
  // SPEC 7: the removal's "response not read"; the default change names no answer either.
  'user-attribute/user/assets/:id/remove-asset': { kind: 'empty', status: 204 },
  'user-attribute/user/assets/:id/update-asset': { kind: 'empty', status: 204 },
  // SPEC 3 "Validation response": eligible, productType.
  'user-attribute/assets/validation': { kind: 'json', shrink: only(['eligible', 'productType']) },
  // SPEC 3 "Cashback item": pan, status.
  'user-attribute/user/my-cashback': { kind: 'json', shrink: eachOf(only(['pan', 'status'])) },
};

/** Whether this deployment answers minimally (GATEWAY_ANSWERS=minimal); any other value is the full answer. */
export function answersMinimally(env: { [minimalAnswersVariable]?: string | undefined }): boolean {
  return env[minimalAnswersVariable] === 'minimal';
}

/** The minimal form of a successful answer of the endpoint with this pattern; errors and other endpoints unchanged. */
export async function minimalAnswer(pattern: string, response: Response): Promise<Response> {
  const minimal = minimalByPattern[pattern];
  if (minimal === undefined || !response.ok) return response;
  const headers = new Headers(response.headers);
  if (minimal.kind === 'empty') {
    await response.body?.cancel();
    headers.delete('Content-Type');
    headers.delete('Content-Length');
    return new Response(null, { status: minimal.status, headers });
  }
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return response;
  const body = minimal.shrink(await response.json());
  headers.delete('Content-Length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
