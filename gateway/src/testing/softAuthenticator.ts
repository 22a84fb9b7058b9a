// A software authenticator for the gateway's passkey tests (the e2e tests use Chromium's virtual authenticator): a
// P-256 key made with WebCrypto, answers built as an authenticator builds them (CBOR attestation object of format
// "none", authenticator data with the RP id hash, flags and counter, DER-encoded ECDSA signatures).
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const encoder = new TextEncoder();

async function sha256(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', data));
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** An ECDSA signature as WebAuthn sends it: DER, where WebCrypto gives r and s side by side. */
function derSignature(raw: Uint8Array): Uint8Array<ArrayBuffer> {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
    const trimmed = bytes.slice(start);
    const body = (trimmed[0] ?? 0) & 0x80 ? concat(new Uint8Array([0]), trimmed) : trimmed;
    return concat(new Uint8Array([0x02, body.length]), body);
  };
  const sequence = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, sequence.length]), sequence);
}

export interface SoftAuthenticator {
  credentialId: string;
  /** The next registration answer for these options' challenge, at `origin`. */
  register(options: { challenge: string; rp: { id?: string } }, origin: string, flags?: { userVerified?: boolean }): Promise<unknown>;
  /** The next sign-in answer; the counter grows by one each time unless `counter` says otherwise. */
  signIn(
    options: { challenge: string; rpId?: string },
    origin: string,
    flags?: { userVerified?: boolean; counter?: number; userHandle?: string },
  ): Promise<unknown>;
}

export async function softAuthenticator(userId: string): Promise<SoftAuthenticator> {
  const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const jwk = await crypto.subtle.exportKey('jwk', keys.publicKey);
  const rawId = crypto.getRandomValues(new Uint8Array(16));
  const credentialId = isoBase64URL.fromBuffer(rawId);
  let counter = 0;
  const coseKey = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
    [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
  ]);
  const authenticatorData = async (rpId: string, flags: number, count: number, attested?: Uint8Array) => {
    const counterBytes = new Uint8Array(4);
    new DataView(counterBytes.buffer).setUint32(0, count);
    return concat(await sha256(encoder.encode(rpId)), new Uint8Array([flags]), counterBytes, attested ?? new Uint8Array());
  };
  const clientData = (type: string, challenge: string, origin: string): Uint8Array<ArrayBuffer> =>
    encoder.encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  // User present, and user verified unless told otherwise.
  const flagsOf = (verified: boolean | undefined) => 0x01 | (verified === false ? 0 : 0x04);

  return {
    credentialId,
    async register(options, origin, { userVerified } = {}) {
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const idLength = new Uint8Array([0, rawId.length]);
      const attested = concat(new Uint8Array(16), idLength, rawId, isoCBOR.encode(coseKey));
      const authData = await authenticatorData(rpId, flagsOf(userVerified) | 0x40, counter, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]) as never,
      );
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    async signIn(options, origin, { userVerified, counter: given, userHandle } = {}) {
      counter = given ?? counter + 1;
      const rpId = options.rpId ?? new URL(origin).hostname;
      const authData = await authenticatorData(rpId, flagsOf(userVerified), counter);
      const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
      const signed = concat(authData, await sha256(clientDataJSON));
      const signature = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, signed));
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
          authenticatorData: isoBase64URL.fromBuffer(authData),
          signature: isoBase64URL.fromBuffer(derSignature(signature)),
          userHandle: userHandle ?? isoBase64URL.fromUTF8String(userId),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
