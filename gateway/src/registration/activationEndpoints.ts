// POST user-mgmt/user/activate-token and activation-email (SPEC 2 activate and resend-activation, SPEC 7).
import { activateTokenRequestSchema, activationEmailRequestSchema, type ActivateTokenResponse } from '../../../src/api/contracts/registration';
import { validateEmail } from '../../../src/rules/fields/email';
import { nowSeconds } from '../auth/accessTokens';
import { findUserByEmail } from '../auth/users';
import { captchaRefusal } from '../captcha/captchaCheck';
import type { Handler } from '../env';
import { errorResponse, InvalidRequestError, json } from '../http';
import { sendMessage } from '../outbox/messages';
import { takeAllowance } from '../rateLimit';
import { readJson } from '../requestBody';
import { sitePageLink } from '../sites/siteLinks';
import { siteOrNotFound } from '../sites/siteOrNotFound';
import { accountEmailLimit } from './accountEmailLimit';
import { activationLifetimeSeconds, activationTokenStatement, redeemActivationToken } from './activationTokens';

/** 200 with the now ACTIVE account's site; 400 ACTIVATION_TOKEN_EXPIRED, or ACTIVATION_TOKEN_INVALID for used and unknown tokens. */
export const postActivateToken: Handler = async ({ env, request, correlationId }) => {
  const { token } = await readJson(request, activateTokenRequestSchema);
  const activation = await redeemActivationToken(env.DB, token, nowSeconds());
  if (activation.kind === 'expired') return errorResponse(400, 'ACTIVATION_TOKEN_EXPIRED', correlationId);
  if (activation.kind === 'invalid') return errorResponse(400, 'ACTIVATION_TOKEN_INVALID', correlationId);
  const body: ActivateTokenResponse = { userAccountStatus: 'ACTIVE', siteId: activation.siteId };
  return json(body, correlationId);
};

/**
 * A new activation link for an INACTIVE account. The same 202 whether the account exists, is already active, or
 * has had its three links this hour.
 */
export const postActivationEmail: Handler = async (context) => {
  const { env, request, correlationId } = context;
  const body = await readJson(request, activationEmailRequestSchema);
  if (validateEmail(body.email)) throw new InvalidRequestError('email: not an e-mail address', { field: 'email' });
  const site = await siteOrNotFound(context, body.siteId);
  if (site instanceof Response) return site;
  const refusal = await captchaRefusal(context, site);
  if (refusal) return refusal;

  const now = nowSeconds();
  const user = await findUserByEmail(env.DB, body.siteId, body.email);
  if (user?.user_account_status === 'INACTIVE' && (await takeAllowance(env.DB, `activation-email:${user.id}`, accountEmailLimit, now)).allowed) {
    const activation = await activationTokenStatement(env.DB, user.id, now);
    await activation.statement.run();
    const link = await sitePageLink(env, request, { siteId: user.site_id, locale: body.locale, route: 'activate', query: { token: activation.token } });
    await sendMessage(
      context,
      'activation',
      { address: user.email, channel: 'EMAIL' },
      { link, lifetimeSeconds: activationLifetimeSeconds },
      { siteId: user.site_id, locale: body.locale },
    );
  }
  return json({ status: 'ACCEPTED' }, correlationId, { status: 202 });
};
