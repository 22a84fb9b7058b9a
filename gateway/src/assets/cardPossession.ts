// Proof of possession at enrolment (pan_capture.capture_cvv): the validation call checks the card's security code and
// remembers, for a while, that this caller holds the card on this site; enrolment requires that proof and uses it up.
// The security code is never stored or logged; the card is named by its keyed fingerprint.
import type { TokenClaims } from '../../../src/api/contracts/auth';
import type { GatewayEnv } from '../env';
import { cardFingerprint } from './cardFingerprint';

/** How long a proven card may wait for its enrolment: a registration's remaining steps fit in it. */
export const possessionProofSeconds = 15 * 60;

/**
 * The reference gateway's stand-in for the issuer's card authentication: every demo card's security code is 123. A
 * bank's gateway asks its processor; nothing here is a real card's code.
 */
const demoSecurityCode = '123';

export function securityCodeMatches(_pan: string, cvv: string): boolean {
  return cvv === demoSecurityCode;
}

/** Whose proof it is: the signed-in user, or any registration page of the site (a pre-auth token names no one). */
export function possessionCaller(claims: TokenClaims): string {
  return claims.typ === 'preauth' ? 'preauth' : claims.sub;
}

export async function recordPossession(env: GatewayEnv, proof: Proof): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO card_possession_proofs (site_id, caller, fingerprint, expires_at) VALUES (?1, ?2, ?3, ?4)
     ON CONFLICT (site_id, caller, fingerprint) DO UPDATE SET expires_at = excluded.expires_at`,
  )
    .bind(proof.siteId, proof.caller, await cardFingerprint(env, proof.pan), proof.now + possessionProofSeconds)
    .run();
}

type Proof = { siteId: string; caller: string; pan: string; now: number };

/** Whether the caller proved the card on the site and the proof has not expired. */
export async function holdsPossession(env: GatewayEnv, proof: Proof): Promise<boolean> {
  const row = await env.DB.prepare('SELECT 1 AS held FROM card_possession_proofs WHERE site_id = ?1 AND caller = ?2 AND fingerprint = ?3 AND expires_at > ?4')
    .bind(proof.siteId, proof.caller, await cardFingerprint(env, proof.pan), proof.now)
    .first();
  return row !== null;
}

/** Uses the proof up (and any expired ones of the site), once the card is enrolled. */
export async function usePossession(env: GatewayEnv, proof: Proof): Promise<void> {
  await env.DB.prepare('DELETE FROM card_possession_proofs WHERE site_id = ?1 AND ((caller = ?2 AND fingerprint = ?3) OR expires_at <= ?4)')
    .bind(proof.siteId, proof.caller, await cardFingerprint(env, proof.pan), proof.now)
    .run();
}
