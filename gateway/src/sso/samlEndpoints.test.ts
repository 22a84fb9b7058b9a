import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, postFormTo, setCookies } from '../testing/gatewayCalls';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { handle } from '../handle';
import { authnRequestId } from './samlEndpoints';

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
});
afterAll(() => gateway.dispose());

const ssoParameters = { client_id: 'localhost_saml-bank', response_type: 'code', scope: 'openid', state: 'st4te-value', nonce: 'n0nce-value' };

const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) => postFormTo(gateway, path, fields, headers);

async function inflated(base64: string): Promise<string> {
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'))).text();
}

/** Starts sign-on on the SAML site and follows it to the identity provider: the AuthnRequest and the RelayState. */
async function atTheIdentityProvider(extra: Record<string, string> = {}): Promise<{ authnRequest: string; relayState: string; location: URL }> {
  const started = await postForm('sso/authorize', { ...ssoParameters, siteId: 'localhost_saml-bank', ...extra });
  expect(started.status).toBe(303);
  const session = started.headers.get('Location') ?? '';
  expect(session).toMatch(/^\/gateway\/api\/sso\/saml\/session\?sso_request=[A-Za-z0-9_-]{43}$/);
  const redirected = await gateway.fetch(session, { redirect: 'manual' });
  expect(redirected.status).toBe(303);
  const location = new URL(redirected.headers.get('Location') ?? '', 'http://localhost');
  return { authnRequest: await inflated(location.searchParams.get('SAMLRequest') ?? ''), relayState: location.searchParams.get('RelayState') ?? '', location };
}

function samlResponse(inResponseTo: string, email: string, { status = 'Success', extra = '' } = {}): string {
  const xml =
    `${extra}<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r1" Version="2.0" InResponseTo="${inResponseTo}">` +
    `<saml:Issuer>simulator</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:${status}"/></samlp:Status>` +
    `<saml:Assertion ID="_a1" Version="2.0"><saml:Subject><saml:NameID>${email}</saml:NameID></saml:Subject>` +
    '<saml:AttributeStatement><saml:Attribute Name="firstName"><saml:AttributeValue>Sally</saml:AttributeValue></saml:Attribute>' +
    '<saml:Attribute Name="lastName"><saml:AttributeValue>O&apos;Saml</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>' +
    '</saml:Assertion></samlp:Response>';
  return btoa(String.fromCharCode(...new TextEncoder().encode(xml)));
}

describe('the SAML session endpoint (GET sso/saml/session)', () => {
  it("sends a SAML site's sign-on to its identity provider as an AuthnRequest, the request id as RelayState", async () => {
    const { authnRequest, relayState, location } = await atTheIdentityProvider();
    expect(location.pathname).toBe('/saml-bank/en_us/account/sso-simulator/');
    expect(authnRequest).toContain(`ID="${await authnRequestId(relayState)}"`);
    expect(authnRequest).toContain('AssertionConsumerServiceURL="http://localhost/gateway/api/sso/saml/assertion"');
    expect(authnRequest).toMatch(/^<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2\.0:protocol"/);
  });

  it('refuses an unknown or spent request', async () => {
    expect(await answerOf(await gateway.fetch('/gateway/api/sso/saml/session?sso_request=unknown-request', { redirect: 'manual' }))).toEqual({
      status: 400,
      body: { error: 'SSO_REQUEST_INVALID' },
    });
  });

  it('is not used for a site whose identity provider speaks the portal protocol', async () => {
    const started = await postForm('sso/authorize', { ...ssoParameters, siteId: 'localhost_sso-bank' });
    const id = new URL(started.headers.get('Location') ?? '', 'http://localhost').searchParams.get('sso_request') ?? '';
    expect(started.headers.get('Location')).toMatch(/^\/sso-bank\/en_us\/account\/sso-simulator\/\?sso_request=/);
    expect((await answerOf(await gateway.fetch(`/gateway/api/sso/saml/session?sso_request=${id}`, { redirect: 'manual' }))).body).toEqual({
      error: 'SSO_NOT_AVAILABLE',
    });
  });
});

describe('the SAML assertion endpoint (POST sso/saml/assertion)', () => {
  it('signs in the person a Response to this request names, with their names, and lands on the page asked for', async () => {
    const { relayState } = await atTheIdentityProvider({ last_visited_path: '/saml-bank/en_us/account/edit-pan/' });
    const response = await postForm('sso/saml/assertion', {
      SAMLResponse: samlResponse(await authnRequestId(relayState), 'Sally@Example.com'),
      RelayState: relayState,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/saml-bank/en_us/account/edit-pan/');
    expect(setCookies(response).has('SESSION')).toBe(true);
    const row = await gateway.env.DB.prepare(
      "SELECT first_name, last_name, auth_mechanism FROM users WHERE site_id = 'localhost_saml-bank' AND email = 'sally@example.com'",
    ).first();
    expect(row).toEqual({ first_name: 'Sally', last_name: "O'Saml", auth_mechanism: 'SSO' });
    // Single use, like every sign-on request.
    const again = await postForm('sso/saml/assertion', {
      SAMLResponse: samlResponse(await authnRequestId(relayState), 'sally@example.com'),
      RelayState: relayState,
    });
    expect(await answerOf(again)).toEqual({ status: 400, body: { error: 'SSO_REQUEST_INVALID' } });
  });

  it.each<[string, (id: string) => string, string]>([
    ['an answer to another request', () => samlResponse('_another', 'a@example.com'), 'does not answer this sign-on request'],
    ['a failed sign-in', (id) => samlResponse(id, 'a@example.com', { status: 'AuthnFailed' }), 'did not sign the person in'],
    ['a document type (entity expansion)', (id) => samlResponse(id, 'a@example.com', { extra: '<!DOCTYPE r [<!ENTITY x "x">]>' }), 'document type'],
    ['no one named', (id) => samlResponse(id, ''), 'names no one'],
    ['not base64', () => '%%%', 'not base64'],
    ['not XML', () => btoa('<samlp:Response'), 'SAMLResponse'],
  ])('refuses %s with 400 INVALID_REQUEST, signing no one in', async (_, response, message) => {
    const { relayState } = await atTheIdentityProvider();
    const answer = await answerOf(await postForm('sso/saml/assertion', { SAMLResponse: response(await authnRequestId(relayState)), RelayState: relayState }));
    expect(answer).toMatchObject({ status: 400, body: { error: 'INVALID_REQUEST', details: { field: 'SAMLResponse' } } });
    expect(JSON.stringify(answer.body)).toContain(message);
  });

  it('does not exist in production', async () => {
    const production = { ...gateway.env, ENVIRONMENT: 'production' };
    const response = await handle(
      new Request('http://localhost/gateway/api/sso/saml/assertion', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ SAMLResponse: 'x', RelayState: 'y' }),
      }),
      production,
    );
    expect(response.status).toBe(404);
  });
});
