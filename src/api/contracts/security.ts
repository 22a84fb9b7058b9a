// Contract of the security page's calls (issue 17): the devices a cardholder trusts at passcode sign-in. SPEC 7 names
// the trust_device flag and none of these; they are the portal's own, and a bank's gateway without them leaves the
// page's list out (a 404 NOT_FOUND), never the rest of the account.
import * as z from 'zod/mini';

export const securityPaths = {
  /** GET: `{ devices }` of the signed-in user on the token's site. */
  trustedDevices: 'user-mgmt/user/trusted-devices',
  /** POST, empty body: revokes one device by its id. */
  revokeTrustedDevice: (id: string) => `user-mgmt/user/trusted-devices/${encodeURIComponent(id)}/revoke`,
  /** POST, empty body: revokes every device of the user. */
  revokeAllTrustedDevices: 'user-mgmt/user/trusted-devices/revoke-all',
} as const;

/** A public id of a trusted device: never the cookie's value or its hash. */
export const trustedDeviceIdSchema = z.string().check(z.regex(/^[0-9a-z_-]{8,64}$/i, 'expected a device id'));

/** An ISO 8601 date and time with its offset, checked by pattern: zod's iso module would weigh on every page's calls. */
export const isoTimeSchema = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/, 'expected an ISO date and time'));

export const trustedDeviceSchema = z.object({
  id: trustedDeviceIdSchema,
  /** "Chrome 131", from the user agent at the time it was trusted; null when it named none. */
  browser: z.nullable(z.string()),
  /** "Windows 11", "Android 15"; null when unknown. */
  os: z.nullable(z.string()),
  /** The approximate place when the deployment's network named one: a city, an ISO 3166-1 alpha-2 country. */
  city: z.optional(z.nullable(z.string())),
  country: z.optional(z.nullable(z.string().check(z.regex(/^[A-Z]{2}$/)))),
  firstUsedAt: isoTimeSchema,
  lastUsedAt: isoTimeSchema,
  /** The device the request came from. */
  current: z.boolean(),
});
export type TrustedDevice = z.infer<typeof trustedDeviceSchema>;

export const trustedDevicesSchema = z.object({ devices: z.array(trustedDeviceSchema) });
export type TrustedDevices = z.infer<typeof trustedDevicesSchema>;

/** Answer of the revoke calls: how many devices were revoked. */
export const devicesRevokedSchema = z.object({ revoked: z.number().check(z.int(), z.nonnegative()) });
export type DevicesRevoked = z.infer<typeof devicesRevokedSchema>;
