// POST user-mgmt/user/registration and register/{siteId} (SPEC 2 registration, SPEC 7): an INACTIVE account and
// its activation e-mail. A registered address gets the same answer, and its owner an e-mail instead (no account
// enumeration). register/{siteId} is the client-server form: the same contract with the site from the path.
import {
  registrationRequestSchema,
  siteRegistrationRequestSchema,
  type RegistrationRequest,
  type RegistrationResponse,
} from '../../../src/api/contracts/registration';
import { nowSeconds } from '../auth/accessTokens';
import { hashPassword } from '../crypto/passwords';
import { findUserByEmail, normalizeEmail } from '../auth/users';
import { captchaRefusal } from '../captcha/captchaCheck';
import type { GatewayEnv, Handler, HandlerContext } from '../env';
import { InvalidRequestError, json } from '../http';
import { sendMessage } from '../outbox/messages';
import { takeAllowance } from '../rateLimit';
import { parseWith, readJson } from '../requestBody';
import { sitePageLink } from '../sites/siteLinks';
import { siteOrNotFound } from '../sites/siteOrNotFound';
import { validationFailed } from '../validationFailed';
import { accountEmailLimit } from './accountEmailLimit';
import { activationLifetimeSeconds } from './activationTokens';
import { createAccount } from './newAccount';
import { consentChanges, consentContextOf, consentStatements } from '../users/consentRecords';
import { enrolAssets } from '../assets/enrolAssets';
import { holdsPossession } from '../assets/cardPossession';
import { siteCategoryIds } from '../offers/offerCategories';
import { cardSettingsOf } from '../../../src/rules/cards/cardSettings';
import type { FieldError } from '../../../src/rules/fields/fieldErrors';
import type { SiteConfig } from '../../../src/site/siteConfig';
import { profileColumns, registrationAttributes, registrationErrors, registrationLayout, registrationToday } from './registrationForm';

function accepted(correlationId: string): Response {
  const body: RegistrationResponse = { status: 'ACTIVATION_EMAIL_SENT' };
  return json(body, correlationId, { status: 202 });
}

async function register(context: HandlerContext, request: RegistrationRequest): Promise<Response> {
  const { env, correlationId } = context;
  const site = await siteOrNotFound(context, request.siteId);
  if (site instanceof Response) return site;
  const refusal = await captchaRefusal(context, site);
  if (refusal) return refusal;
  const layout = registrationLayout(site, request.locale);
  const now = nowSeconds();
  const errors = { ...registrationErrors(site, layout, request, registrationToday()), ...(await unprovenCards(env, site, request, now)) };
  if (Object.keys(errors).length > 0) return validationFailed(correlationId, errors);

  const email = normalizeEmail(request.email);
  // Hashed before the address is looked up, so a duplicate takes as long as a new account.
  const password = await hashPassword(request.password);
  const existing = await findUserByEmail(env.DB, site.siteId, email);
  const attributes = registrationAttributes(site, layout, request, await categoriesOffered(env, site.siteId, request));
  const created = existing
    ? undefined
    : await createAccount(
        env.DB,
        {
          siteId: site.siteId,
          email,
          password,
          profile: profileColumns(layout, request),
          attributes,
          consents: (userId) =>
            consentStatements(env.DB, { userId, siteId: site.siteId }, consentChanges([], attributes), consentContextOf(site, context.request, now)),
        },
        now,
      );
  const page = { siteId: site.siteId, locale: request.locale };
  if (created !== undefined) await enrolRegistrationCards(context, created.userId, site.siteId, request, now);
  const token = created?.token;
  if (token === undefined) {
    // The owner hears of it at most a few times an hour, so repeated sign-ups cannot flood their inbox.
    const owner = existing ?? (await findUserByEmail(env.DB, site.siteId, email));
    if (owner && (await takeAllowance(env.DB, `registered-notice:${owner.id}`, accountEmailLimit, now)).allowed) {
      const link = await sitePageLink(env, context.request, { ...page, route: 'recovery' });
      await sendMessage(context, 'alreadyRegistered', { address: email, channel: 'EMAIL' }, { link }, page);
    }
  } else {
    const link = await sitePageLink(env, context.request, { ...page, route: 'activate', query: { token } });
    await sendMessage(context, 'activation', { address: email, channel: 'EMAIL' }, { link, lifetimeSeconds: activationLifetimeSeconds }, page);
  }
  return accepted(correlationId);
}

/**
 * The cards of userAssetRequest, already checked with the form (format, eligibility, duplicates, limit), enrolled for the
 * new account. A refusal here can only come from a race; the account stands, and its owner can add the card later.
 */
async function enrolRegistrationCards(context: HandlerContext, userId: string, siteId: string, request: RegistrationRequest, now: number): Promise<void> {
  const values = (request.userAssetRequest ?? []).map((card) => card.value.replace(/\s/g, ''));
  if (values.length === 0) return;
  const outcome = await enrolAssets(context.env, { userId, siteId, values, now, caller: registrationCaller });
  if (outcome.kind === 'refused') console.warn(`[${context.correlationId}] registration cards not enrolled: ${outcome.error}`);
}

/** The site's offer categories, looked up only when the request chose some. */
async function categoriesOffered(env: GatewayEnv, siteId: string, request: RegistrationRequest): Promise<ReadonlySet<string>> {
  return (request.offers_preference ?? []).length > 0 ? siteCategoryIds(env.DB, siteId) : new Set();
}

/** Registration pages prove cards with a pre-auth token, which names no one (cardPossession.ts). */
const registrationCaller = 'preauth';

/**
 * On a site with capture_cvv, each card must have been proven with its security code on a registration page of the
 * site (the card step's validation call) in the last minutes; the screens always do, so a card without is refused
 * like an invalid one.
 */
async function unprovenCards(env: GatewayEnv, site: SiteConfig, request: RegistrationRequest, now: number): Promise<Record<string, FieldError>> {
  const errors: Record<string, FieldError> = {};
  if (!cardSettingsOf(site).captureCvv) return errors;
  for (const [index, card] of (request.userAssetRequest ?? []).entries()) {
    const pan = card.value.replace(/\s/g, '');
    if (!(await holdsPossession(env, { siteId: site.siteId, caller: registrationCaller, pan, now })))
      errors[`userAssetRequest.${index}.value`] = { id: 'error' };
  }
  return errors;
}

export const postRegistration: Handler = async (context) => register(context, await readJson(context.request, registrationRequestSchema));

export const postSiteRegistration: Handler = async (context) => {
  const body = await readJson(context.request, siteRegistrationRequestSchema);
  const pathSite = context.params['siteId'] ?? '';
  if (body.siteId !== undefined && body.siteId !== pathSite) {
    throw new InvalidRequestError('siteId: the body names another site than the path', { field: 'siteId' });
  }
  return register(context, parseWith(registrationRequestSchema, { ...body, siteId: pathSite }));
};
