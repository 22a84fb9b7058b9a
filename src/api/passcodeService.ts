// Typed calls of one-time passcodes (SPEC 7 "user-mgmt/user": send-code, get-preference-details, find-code).
import type { KyInstance } from 'ky';
import {
  findCodeResponseSchema,
  preferenceDetailsSchema,
  sendCodeResponseSchema,
  type FindCodeRequest,
  type FindCodeResponse,
  type PreferenceDetails,
  type PreferenceDetailsRequest,
  type SendCodeRequest,
  type SendCodeResponse,
} from './contracts/passcode';
import { postJson, postJsonByStatus } from './request';

/** POST send-code: with a challenge, the sign-in code; without, the signed-in user's check code. */
export function sendCode(api: KyInstance, request: SendCodeRequest): Promise<SendCodeResponse> {
  return postJson(api, 'user-mgmt/user/send-code', request, sendCodeResponseSchema);
}

/** POST get-preference-details: the masked e-mail and phone (signed in, or with the sign-in challenge). */
export function getPreferenceDetails(api: KyInstance, request: PreferenceDetailsRequest): Promise<PreferenceDetails> {
  return postJson(api, 'user-mgmt/user/get-preference-details', request, preferenceDetailsSchema);
}

/**
 * POST find-code: resolves when the passcode is valid (status 200, SPEC 7), with what a readable body adds (empty when
 * none); OTP_INVALID, OTP_EXPIRED or DEVICE_LOCKED otherwise.
 */
export async function findCode(api: KyInstance, request: FindCodeRequest): Promise<FindCodeResponse> {
  return (await postJsonByStatus(api, 'user-mgmt/user/find-code', request, findCodeResponseSchema)) ?? {};
}
