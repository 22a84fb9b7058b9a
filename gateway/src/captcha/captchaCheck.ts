// hCaptcha verification of protected calls (SPEC 3 captcha settings, SPEC 7 X-HCAPTCHA-TOKEN): first password
// step, registration, activation e-mail and recovery passcode. Sites without a captcha site key skip it, and so does
// every site when the deployment turns the `hcaptcha` flag off (FLAG_HCAPTCHA=false).
import * as z from 'zod';
import { headerNames } from '../../../src/api/contracts/headers';
import type { SiteConfig } from '../../../src/site/siteConfig';
import { flagsOfBindings } from '../../../src/site/flags';
import { siteCaptchaOf } from '../../../src/site/siteSettings';
import type { HandlerContext } from '../env';
import { errorResponse } from '../http';

export const siteverifyUrl = 'https://api.hcaptcha.com/siteverify';

/** hCaptcha's published test keys (docs.hcaptcha.com "Integration Testing"): verified here without the network. */
export const hcaptchaTestKeys = {
  siteKey: '10000000-ffff-ffff-ffff-000000000001',
  secret: '0x0000000000000000000000000000000000000000',
  response: '10000000-aaaa-bbbb-cccc-000000000001',
} as const;

const siteverifyAnswer = z.object({ success: z.boolean(), 'error-codes': z.array(z.string()).optional() });

async function secretOf(db: D1Database, siteId: string): Promise<string | undefined> {
  const row = await db.prepare('SELECT secret FROM captcha_secrets WHERE site_id = ?').bind(siteId).first<{ secret: string }>();
  return row?.secret;
}

async function siteverify(context: HandlerContext, form: { secret: string; response: string; sitekey: string }): Promise<boolean | 'unavailable'> {
  const { env, request, correlationId } = context;
  const body = new URLSearchParams(form);
  const remoteIp = request.headers.get('CF-Connecting-IP');
  if (remoteIp) body.set('remoteip', remoteIp);
  try {
    const response = await (env.OUTBOUND_FETCH ?? fetch)(siteverifyUrl, { method: 'POST', body });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    const answer = siteverifyAnswer.parse(await response.json());
    if (!answer.success) console.warn(`[${correlationId}] captcha refused`, answer['error-codes'] ?? []);
    return answer.success;
  } catch (error) {
    console.error(`[${correlationId}] captcha verification failed`, error);
    return 'unavailable';
  }
}

/**
 * Undefined when the call may go on; otherwise the answer to return: 400 CAPTCHA_INVALID for a missing or refused
 * token, 502 CAPTCHA_UNAVAILABLE when the site has no secret or hCaptcha cannot be reached (the call fails closed).
 */
export async function captchaRefusal(context: HandlerContext, config: SiteConfig): Promise<Response | undefined> {
  const { env, request, correlationId } = context;
  // The site asks for a captcha exactly when its pages show the widget: the same reading of the captcha group and flag.
  const siteKey = siteCaptchaOf(config, flagsOfBindings(env))?.siteKey;
  if (siteKey === undefined) return undefined;
  const token = request.headers.get(headerNames.captchaToken)?.trim() ?? '';
  if (token === '' || token.length > 8192) return errorResponse(400, 'CAPTCHA_INVALID', correlationId);
  const secret = await secretOf(env.DB, config.siteId);
  if (secret === undefined) {
    console.error(`[${correlationId}] site ${config.siteId} asks for a captcha but has no secret in captcha_secrets`);
    return errorResponse(502, 'CAPTCHA_UNAVAILABLE', correlationId);
  }
  const verdict =
    secret === hcaptchaTestKeys.secret ? token === hcaptchaTestKeys.response : await siteverify(context, { secret, response: token, sitekey: siteKey });
  if (verdict === 'unavailable') return errorResponse(502, 'CAPTCHA_UNAVAILABLE', correlationId);
  return verdict ? undefined : errorResponse(400, 'CAPTCHA_INVALID', correlationId);
}
