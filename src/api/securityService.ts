// Typed calls of the security page (issue 17): the devices trusted at passcode sign-in and their revocation.
import type { KyInstance } from 'ky';
import { devicesRevokedSchema, securityPaths, trustedDevicesSchema, type DevicesRevoked, type TrustedDevices } from './contracts/security';
import { getJson, postJson } from './request';

export function listTrustedDevices(api: KyInstance): Promise<TrustedDevices> {
  return getJson(api, securityPaths.trustedDevices, trustedDevicesSchema);
}

export function revokeTrustedDevice(api: KyInstance, id: string): Promise<DevicesRevoked> {
  return postJson(api, securityPaths.revokeTrustedDevice(id), {}, devicesRevokedSchema);
}

export function revokeAllTrustedDevices(api: KyInstance): Promise<DevicesRevoked> {
  return postJson(api, securityPaths.revokeAllTrustedDevices, {}, devicesRevokedSchema);
}
