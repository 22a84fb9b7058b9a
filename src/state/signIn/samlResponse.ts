// The simulator's SAML 2.0 side (SPEC 7 SSO SAML session and assertion endpoints): it reads the AuthnRequest the
// portal's gateway sent (HTTP-Redirect binding: raw DEFLATE, base64) and answers it with a Response naming the person
// (HTTP-POST binding: base64), as a bank's SAML identity provider would, unsigned, for the reference gateway's local
// and preview runs. Built with the browser's XML DOM, so every value is escaped by the serializer.

const protocol = 'urn:oasis:names:tc:SAML:2.0:protocol';
const assertionNs = 'urn:oasis:names:tc:SAML:2.0:assertion';

export interface AuthnRequestFacts {
  id: string;
  /** Where the Response goes (AssertionConsumerServiceURL). */
  acsUrl: string;
}

/** The AuthnRequest's ID and assertion consumer URL; undefined when the value is no readable AuthnRequest. */
export async function readAuthnRequest(samlRequest: string): Promise<AuthnRequestFacts | undefined> {
  try {
    const bytes = Uint8Array.from(atob(samlRequest), (character) => character.charCodeAt(0));
    const xml = await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'))).text();
    const root = new DOMParser().parseFromString(xml, 'application/xml').documentElement;
    if (root.namespaceURI !== protocol || root.localName !== 'AuthnRequest') return undefined;
    const id = root.getAttribute('ID');
    const acsUrl = root.getAttribute('AssertionConsumerServiceURL');
    return id && acsUrl ? { id, acsUrl } : undefined;
  } catch {
    return undefined;
  }
}

function randomId(): string {
  return `_${[...crypto.getRandomValues(new Uint8Array(20))].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** A Response with status Success answering `request`, its assertion naming the person; base64 of its UTF-8 XML. */
export function samlResponseFor(
  request: AuthnRequestFacts,
  person: { email: string; firstName?: string; lastName?: string },
  issuer: string,
  now = new Date(),
): string {
  const document = window.document.implementation.createDocument(protocol, 'samlp:Response', null);
  const root = document.documentElement;
  const instant = now.toISOString();
  const element = (namespace: string, name: string, attributes: Record<string, string> = {}, text?: string) => {
    const node = document.createElementNS(namespace, name);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
    if (text !== undefined) node.textContent = text;
    return node;
  };
  root.setAttributeNS('http://www.w3.org/2000/xmlns/', 'xmlns:saml', assertionNs);
  for (const [key, value] of Object.entries({ ID: randomId(), Version: '2.0', IssueInstant: instant, InResponseTo: request.id, Destination: request.acsUrl })) {
    root.setAttribute(key, value);
  }
  root.appendChild(element(assertionNs, 'saml:Issuer', {}, issuer));
  const status = element(protocol, 'samlp:Status');
  status.appendChild(element(protocol, 'samlp:StatusCode', { Value: 'urn:oasis:names:tc:SAML:2.0:status:Success' }));
  root.appendChild(status);

  const assertion = element(assertionNs, 'saml:Assertion', { ID: randomId(), Version: '2.0', IssueInstant: instant });
  assertion.appendChild(element(assertionNs, 'saml:Issuer', {}, issuer));
  const subject = element(assertionNs, 'saml:Subject');
  subject.appendChild(element(assertionNs, 'saml:NameID', { Format: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress' }, person.email));
  const confirmation = element(assertionNs, 'saml:SubjectConfirmation', { Method: 'urn:oasis:names:tc:SAML:2.0:cm:bearer' });
  confirmation.appendChild(
    element(assertionNs, 'saml:SubjectConfirmationData', {
      InResponseTo: request.id,
      Recipient: request.acsUrl,
      NotOnOrAfter: new Date(now.getTime() + 5 * 60_000).toISOString(),
    }),
  );
  subject.appendChild(confirmation);
  assertion.appendChild(subject);
  const attributes = element(assertionNs, 'saml:AttributeStatement');
  for (const [name, value] of [
    ['firstName', person.firstName],
    ['lastName', person.lastName],
  ] as const) {
    if (!value) continue;
    const attribute = element(assertionNs, 'saml:Attribute', { Name: name });
    attribute.appendChild(element(assertionNs, 'saml:AttributeValue', {}, value));
    attributes.appendChild(attribute);
  }
  assertion.appendChild(attributes);
  root.appendChild(assertion);

  const bytes = new TextEncoder().encode(new XMLSerializer().serializeToString(document));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
