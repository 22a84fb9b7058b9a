// The `token` of an activation link (SPEC 2 activate): taken only when it is one bounded base64url value.

/** Shortest token taken: the gateway's are 43 characters (32 random bytes); far shorter ones are no token of ours. */
const activationTokenMinLength = 16;
/** Longest token the activate-token contract accepts. */
export const activationTokenMaxLength = 128;

const tokenPattern = new RegExp(`^[A-Za-z0-9_-]{${activationTokenMinLength},${activationTokenMaxLength}}$`);

/**
 * The token of the query, or undefined when absent, given more than once (parameter pollution), padded, or holding
 * anything besides base64url characters. Nothing else of the query is read.
 */
export function readActivationToken(search: string | URLSearchParams): string | undefined {
  const values = new URLSearchParams(search).getAll('token');
  const token = values.length === 1 ? values[0] : undefined;
  return token !== undefined && tokenPattern.test(token) ? token : undefined;
}
