// POST user-mgmt/user/alias (SPEC 7 {alias, aliasType}): another identifier the signed-in cardholder may sign in with
// on the site. EMAIL, a second e-mail address, judged by the forms' e-mail rule and stored normalized. An address that
// is another account's e-mail or alias on the site is refused (409 ALIAS_TAKEN); the account's own is accepted as is.
import { headerNames } from '../../../src/api/contracts/headers';
import { aliasRequestSchema } from '../../../src/api/contracts/profile';
import { validateEmail } from '../../../src/rules/fields/email';
import { normalizeEmail } from '../auth/users';
import type { Handler } from '../env';
import { errorResponse } from '../http';
import { readJsonBody } from '../jsonBody';
import { throttled, throttles } from '../throttle/throttle';
import { validationFailed } from '../validationFailed';
import { authenticateAccount } from './signedInAccount';

export const postAlias: Handler = async (context) => {
  const account = await authenticateAccount(context);
  if (account instanceof Response) return account;
  const flood = await throttled(context, [[throttles.aliasByAccount, account.user.id]]);
  if (flood) return flood;
  const { alias } = await readJsonBody(context.request, aliasRequestSchema);
  const problem = validateEmail(alias);
  if (problem) return validationFailed(context.correlationId, { alias: problem });
  const address = normalizeEmail(alias);
  const { DB } = context.env;
  const owner = await DB.prepare(
    `SELECT id FROM users WHERE site_id = ?1 AND email = ?2
     UNION SELECT user_id AS id FROM user_aliases WHERE site_id = ?1 AND alias = ?2`,
  )
    .bind(account.siteId, address)
    .first<{ id: string }>();
  if (owner !== null && owner.id !== account.user.id) return errorResponse(409, 'ALIAS_TAKEN', context.correlationId);
  if (owner === null) {
    await DB.prepare('INSERT INTO user_aliases (site_id, alias, alias_type, user_id, created_at) VALUES (?, ?, ?, ?, ?)')
      .bind(account.siteId, address, 'EMAIL', account.user.id, context.now())
      .run();
  }
  return new Response(null, { status: 204, headers: { [headerNames.correlationId]: context.correlationId } });
};
