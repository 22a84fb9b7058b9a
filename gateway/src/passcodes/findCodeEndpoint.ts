// POST user-mgmt/user/find-code (SPEC 7 "passcode validation; success when status 200"): a recovery passcode by
// e-mail (not spent here), or a signed-in user's check passcode (spent; the check holds for 15 minutes, SPEC 4).
import { findCodeRequestSchema, passcodeLifetimeSeconds, type FindCodeRequest, type FindCodeResponse } from '../../../src/api/contracts/passcode';
import { nowSeconds } from '../auth/accessTokens';
import { authenticateUser } from '../auth/authenticate';
import type { Handler, HandlerContext } from '../env';
import { errorResponse, json } from '../http';
import { recoveryPasscodeValid } from './recoveryPasscode';
import { readJson } from '../requestBody';
import { checkPasscode } from './passcodeStore';

async function checkOfSignedInUser(context: HandlerContext, passcode: string): Promise<Response> {
  const claims = await authenticateUser(context);
  if (claims instanceof Response) return claims;
  const { env, correlationId } = context;
  const owner = { userId: claims.sub, siteId: claims.site ?? '', purpose: 'CHECK' } as const;
  const check = await checkPasscode(env.DB, owner, passcode, nowSeconds(), { spend: true });
  switch (check.kind) {
    case 'valid': {
      const body: FindCodeResponse = { valid: true, expiresIn: passcodeLifetimeSeconds };
      return json(body, correlationId);
    }
    case 'invalid':
      return errorResponse(400, 'OTP_INVALID', correlationId, { details: { attemptsLeft: check.attemptsLeft } });
    case 'locked':
      return errorResponse(400, 'DEVICE_LOCKED', correlationId);
    case 'gone':
      return errorResponse(400, 'OTP_EXPIRED', correlationId);
  }
}

async function recoveryCheck(context: HandlerContext, request: Extract<FindCodeRequest, { purpose: 'RECOVERY' }>): Promise<Response> {
  // Every failure alike (wrong, expired, used up, unknown account), so the endpoint tells nothing about accounts.
  const valid = await recoveryPasscodeValid(context.env.DB, request, false);
  if (!valid) return errorResponse(400, 'OTP_INVALID', context.correlationId);
  const body: FindCodeResponse = { valid: true };
  return json(body, context.correlationId);
}

export const postFindCode: Handler = async (context) => {
  const request = await readJson(context.request, findCodeRequestSchema);
  return request.purpose === 'RECOVERY' ? recoveryCheck(context, request) : checkOfSignedInUser(context, request.passcode);
};
