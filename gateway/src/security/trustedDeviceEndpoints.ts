// GET user-mgmt/user/trusted-devices, POST .../{id}/revoke and .../revoke-all (issue 17, part 2): the signed-in
// cardholder's trusted devices on the token's site, and their revocation. A revoked device asks for the passcode at
// its next sign-in; this session goes on.
import { devicesRevokedSchema, trustedDeviceIdSchema, type DevicesRevoked, type TrustedDevices } from '../../../src/api/contracts/security';
import { nowSeconds } from '../auth/accessTokens';
import { listTrustedDevices, revokeTrustedDevice, revokeTrustedDevices } from '../auth/trustedDevices';
import type { Handler } from '../env';
import { errorResponse, json } from '../http';
import { authenticateAccount } from '../users/signedInAccount';

export const getTrustedDevices: Handler = async (context) => {
  const account = await authenticateAccount(context);
  if (account instanceof Response) return account;
  const owner = { userId: account.user.id, siteId: account.siteId };
  const body: TrustedDevices = { devices: await listTrustedDevices(context.env.DB, context.request, owner, nowSeconds()) };
  return json(body, context.correlationId);
};

export const postRevokeTrustedDevice: Handler = async (context) => {
  const account = await authenticateAccount(context);
  if (account instanceof Response) return account;
  const id = trustedDeviceIdSchema.safeParse(context.params['id'] ?? '');
  const owner = { userId: account.user.id, siteId: account.siteId };
  // Another user's device, a spent one and a made-up id are the same 404: an id tells nothing about other accounts.
  if (!id.success || !(await revokeTrustedDevice(context.env.DB, owner, id.data, nowSeconds()))) {
    return errorResponse(404, 'NOT_FOUND', context.correlationId);
  }
  const body: DevicesRevoked = devicesRevokedSchema.parse({ revoked: 1 });
  return json(body, context.correlationId);
};

export const postRevokeAllTrustedDevices: Handler = async (context) => {
  const account = await authenticateAccount(context);
  if (account instanceof Response) return account;
  const body: DevicesRevoked = { revoked: await revokeTrustedDevices(context.env.DB, account.user.id, nowSeconds()) };
  return json(body, context.correlationId);
};
