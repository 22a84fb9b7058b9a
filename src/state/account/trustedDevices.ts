// The security page's trusted devices (issue 17, part 2): the list, and what revoking one or all leaves the screen to
// say. A gateway without these calls (404 NOT_FOUND: SPEC 7 names none of them) leaves the list out, quietly.
import type { TrustedDevice } from '../../api/contracts/security';
import { listTrustedDevices, revokeAllTrustedDevices, revokeTrustedDevice } from '../../api/securityService';
import { callFailureOf } from '../page/callFailure';
import { sessionApi } from '../page/session';

export type DeviceList = { kind: 'listed'; devices: TrustedDevice[] } | { kind: 'unavailable' } | { kind: 'failed' };

export async function loadTrustedDevices(): Promise<DeviceList> {
  try {
    return { kind: 'listed', devices: (await listTrustedDevices(sessionApi())).devices };
  } catch (error) {
    const failure = callFailureOf(error);
    return failure.kind === 'refused' && failure.status === 404 ? { kind: 'unavailable' } : { kind: 'failed' };
  }
}

/** One device by its id, or all of them. */
export type RevokeTarget = { kind: 'one'; id: string } | { kind: 'all' };

/** Revokes one device or all; the list as it stands afterwards, or why it could not be changed. */
export async function revokeDevices(target: RevokeTarget): Promise<{ ok: true; list: DeviceList } | { ok: false }> {
  try {
    if (target.kind === 'all') await revokeAllTrustedDevices(sessionApi());
    else await revokeTrustedDevice(sessionApi(), target.id);
  } catch (error) {
    const failure = callFailureOf(error);
    // Already gone (revoked in another tab, or expired): the list as it now stands says so.
    if (!(failure.kind === 'refused' && failure.status === 404 && target.kind === 'one')) return { ok: false };
  }
  return { ok: true, list: await loadTrustedDevices() };
}
