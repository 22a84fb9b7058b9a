// The SAML 2.0 session and assertion endpoints (SPEC 7 "SSO SAML session and assertion endpoints"), for sites whose
// identity provider speaks SAML (site_auth_profile.sso_protocol SAML). Sign-on starts as for every site (the SSO
// authorize endpoint keeps the request); its answer then leads to
// - GET sso/saml/session?sso_request=: the request as a SAML AuthnRequest, sent to the identity provider by the
//   HTTP-Redirect binding (SAMLRequest deflated and base64-encoded, RelayState the request id);
// - POST sso/saml/assertion: the identity provider's Response by the HTTP-POST binding (SAMLResponse, RelayState),
//   which must answer that AuthnRequest (InResponseTo) with status Success and name the person (NameID, first and last
//   name attributes).
// Like sso/assertion, the reference gateway takes assertions from its simulator only, unsigned, in local and preview
// runs; production answers 404 there. A bank's gateway verifies its identity provider's signature instead.
import { XMLParser } from 'fast-xml-parser';
import * as z from 'zod/mini';
import { samlPaths, ssoRequestIdSchema, ssoRequestParameter } from '../../../src/api/contracts/sso';
import type { SiteConfig } from '../../../src/site/siteConfig';
import { nowSeconds } from '../auth/accessTokens';
import { browserApiPrefix } from '../auth/cookies';
import type { Handler } from '../env';
import { isDevelopmentEnvironment } from '../environment';
import { errorResponse, InvalidRequestError } from '../http';
import { parseWith, queryFields, readFormOrJson } from '../requestBody';
import { trustedSiteOrigin } from '../sites/siteLinks';
import { siteOrNotFound } from '../sites/siteOrNotFound';
import { completeSignOn } from './ssoAssertionEndpoint';
import { seeOther } from './redirectAnswer';
import { liveSsoRequest } from './ssoRequests';
import { identityProvider } from './ssoTargets';
import { siteSettingsOf, ssoProtocolOf } from '../../../src/site/siteSettings';

export const { session: samlSessionPath, assertion: samlAssertionPath } = samlPaths;
const successStatus = 'urn:oasis:names:tc:SAML:2.0:status:Success';

/** Whether the site's identity provider speaks SAML 2.0 rather than the portal's own request protocol. */
export function speaksSaml(site: SiteConfig): boolean {
  return ssoProtocolOf(site) === 'SAML';
}

/** Where the browser goes to start a SAML sign-on for a stored request: this gateway's SAML session endpoint. */
export function samlSessionLocation(request: Request, requestId: string): string {
  return `${browserApiPrefix(request)}${samlSessionPath}?${ssoRequestParameter}=${encodeURIComponent(requestId)}`;
}

/** The AuthnRequest's ID for a request id: derived, so the Response's InResponseTo can be checked without storing it. */
export async function authnRequestId(requestId: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`saml-authn:${requestId}`)));
  return `_${[...digest.slice(0, 20)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

function authnRequestXml(request: { id: string; issueInstant: string; destination: string; acsUrl: string; issuer: string }): string {
  return (
    '<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"' +
    ` ID="${escapeXml(request.id)}" Version="2.0" IssueInstant="${escapeXml(request.issueInstant)}" Destination="${escapeXml(request.destination)}"` +
    ` ProtocolBinding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" AssertionConsumerServiceURL="${escapeXml(request.acsUrl)}">` +
    `<saml:Issuer>${escapeXml(request.issuer)}</saml:Issuer>` +
    '<samlp:NameIDPolicy Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress" AllowCreate="true"/>' +
    '</samlp:AuthnRequest>'
  );
}

/** The HTTP-Redirect binding's SAMLRequest: raw DEFLATE, then base64. */
async function deflatedBase64(text: string): Promise<string> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  return btoa(String.fromCharCode(...bytes));
}

const sessionQuerySchema = z.object({ [ssoRequestParameter]: ssoRequestIdSchema });

/** GET sso/saml/session?sso_request=: 303 to the site's identity provider with the AuthnRequest of a live request. */
export const getSamlSession: Handler = async (context) => {
  const { env, request, url, correlationId } = context;
  const requestId = parseWith(sessionQuerySchema, queryFields(url))[ssoRequestParameter];
  const signOn = await liveSsoRequest(env.DB, requestId, nowSeconds());
  if (!signOn) return errorResponse(400, 'SSO_REQUEST_INVALID', correlationId);
  const site = await siteOrNotFound(context, signOn.siteId);
  if (site instanceof Response) return site;
  const issuerUrl = siteSettingsOf(site).auth.issuerUrl;
  if (!speaksSaml(site) || issuerUrl === undefined || identityProvider(issuerUrl) === undefined) return errorResponse(400, 'SSO_NOT_AVAILABLE', correlationId);
  const origin = await trustedSiteOrigin(env, request, signOn.siteId);
  const destination = new URL(issuerUrl, origin);
  const xml = authnRequestXml({
    id: await authnRequestId(requestId),
    issueInstant: new Date(nowSeconds() * 1000).toISOString(),
    destination: destination.href,
    acsUrl: `${origin}${browserApiPrefix(request)}${samlAssertionPath}`,
    issuer: origin,
  });
  destination.searchParams.set('SAMLRequest', await deflatedBase64(xml));
  destination.searchParams.set('RelayState', requestId);
  // A same-site identity provider (the simulator) is named by its path, as the other sign-on answers name it.
  const location = destination.origin === origin && issuerUrl.startsWith('/') ? `${destination.pathname}${destination.search}` : destination.href;
  return seeOther(location, correlationId);
};

const assertionFormSchema = z.object({
  SAMLResponse: z.string().check(z.minLength(1), z.maxLength(48 * 1024)),
  RelayState: ssoRequestIdSchema,
});

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true, parseTagValue: false, trimValues: true });

type XmlNode = Record<string, unknown>;
const isNode = (value: unknown): value is XmlNode => typeof value === 'object' && value !== null && !Array.isArray(value);
const child = (node: unknown, name: string): XmlNode | undefined => (isNode(node) && isNode(node[name]) ? node[name] : undefined);
const textOf = (node: unknown): string | undefined =>
  typeof node === 'string' ? node : isNode(node) && typeof node['#text'] === 'string' ? node['#text'] : undefined;

function refused(field: string, message: string): never {
  throw new InvalidRequestError(`${field}: ${message}`, { field });
}

/** The person a SAML Response names, after the checks that it answers this request and says Success. */
function personOf(xml: string, expectedInResponseTo: string): { email: string; first_name?: string; last_name?: string } {
  // No document type: no entity can be declared, so none can be expanded (XXE, billion laughs).
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) refused('SAMLResponse', 'a document type is not allowed');
  let document: unknown;
  try {
    document = parser.parse(xml, true);
  } catch {
    refused('SAMLResponse', 'not well-formed XML');
  }
  const response = child(document, 'Response');
  if (!response) refused('SAMLResponse', 'not a SAML Response');
  if (response['@InResponseTo'] !== expectedInResponseTo) refused('SAMLResponse', 'does not answer this sign-on request');
  if (child(child(response, 'Status'), 'StatusCode')?.['@Value'] !== successStatus) refused('SAMLResponse', 'the identity provider did not sign the person in');
  const assertion = child(response, 'Assertion');
  const email = textOf(child(assertion, 'Subject')?.['NameID'])?.trim();
  if (!email) refused('SAMLResponse', 'names no one (NameID)');
  const attributes = child(assertion, 'AttributeStatement')?.['Attribute'];
  const list = Array.isArray(attributes) ? attributes : attributes === undefined ? [] : [attributes];
  const attribute = (name: string) => {
    const entry: unknown = list.find((candidate) => isNode(candidate) && candidate['@Name'] === name);
    return (isNode(entry) ? textOf(entry['AttributeValue'])?.trim() : undefined) || undefined;
  };
  const firstName = attribute('firstName');
  const lastName = attribute('lastName');
  return { email, ...(firstName ? { first_name: firstName } : {}), ...(lastName ? { last_name: lastName } : {}) };
}

function decodedBase64(value: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(value.replace(/\s+/g, '')), (character) => character.charCodeAt(0)));
  } catch {
    return refused('SAMLResponse', 'not base64 of UTF-8 text');
  }
}

/** POST sso/saml/assertion: the simulator's SAML Response for a request; then as every sign-on ends (completeSignOn). */
export const postSamlAssertion: Handler = async (context) => {
  if (!isDevelopmentEnvironment(context.env.ENVIRONMENT)) return errorResponse(404, 'NOT_FOUND', context.correlationId);
  const form = await readFormOrJson(context.request, assertionFormSchema);
  const person = personOf(decodedBase64(form.SAMLResponse), await authnRequestId(form.RelayState));
  return completeSignOn(context, form.RelayState, person);
};
