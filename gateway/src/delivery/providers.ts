// The services that carry the gateway's e-mails and SMS out of the building (issue 16, part 3), behind one small
// interface: SendGrid's v3 Mail Send API for e-mail and Twilio's Messages API for SMS, both plain HTTPS calls, each
// configured by variables and secrets per environment. Without a provider configured for a channel, messages stay in
// the outbox only (local and preview runs read them there).
import type { GatewayEnv } from '../env';

/** A message as a provider sends it: the e-mail's two parts, or an SMS's text. */
export interface Dispatch {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  /** The SMS's text, or the e-mail's plain-text part. */
  text: string;
  html?: string | undefined;
}

/**
 * What a provider answered: taken (with its message id), worth another try later (it was busy, down or unreachable),
 * or refused for good (a bad address, a rejected key): retrying would not help.
 */
export type DeliveryResult = { kind: 'sent'; providerMessageId: string } | { kind: 'retry'; reason: string } | { kind: 'failed'; reason: string };

export interface MessageProvider {
  name: string;
  send(dispatch: Dispatch, fetcher: typeof fetch): Promise<DeliveryResult>;
}

/** A provider's answer by HTTP status: 2xx taken, 408/429/5xx later, any other 4xx never. */
export function byStatus(status: number, detail: string): DeliveryResult | undefined {
  if (status >= 200 && status < 300) return undefined;
  const reason = `HTTP ${status}${detail === '' ? '' : `: ${detail.slice(0, 300)}`}`;
  return status === 408 || status === 429 || status >= 500 ? { kind: 'retry', reason } : { kind: 'failed', reason };
}

async function call(fetcher: typeof fetch, url: string, init: RequestInit): Promise<Response | DeliveryResult> {
  try {
    return await fetcher(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    return { kind: 'retry', reason: `unreachable: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** SendGrid v3 Mail Send: POST /v3/mail/send with a bearer key; 202 and an X-Message-Id header when taken. */
export function sendGrid(settings: { apiKey: string; from: string; fromName?: string | undefined; baseUrl?: string | undefined }): MessageProvider {
  const baseUrl = settings.baseUrl ?? 'https://api.sendgrid.com';
  return {
    name: 'sendgrid',
    async send(dispatch, fetcher) {
      const content = [{ type: 'text/plain', value: dispatch.text }, ...(dispatch.html === undefined ? [] : [{ type: 'text/html', value: dispatch.html }])];
      const answer = await call(fetcher, `${baseUrl}/v3/mail/send`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${settings.apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          personalizations: [{ to: [{ email: dispatch.to }] }],
          from: { email: settings.from, ...(settings.fromName === undefined ? {} : { name: settings.fromName }) },
          subject: dispatch.subject,
          content,
        }),
      });
      if (!(answer instanceof Response)) return answer;
      const refusal = byStatus(answer.status, answer.ok ? '' : await answer.text());
      return refusal ?? { kind: 'sent', providerMessageId: answer.headers.get('X-Message-Id') ?? '' };
    },
  };
}

/** Twilio Messages: POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, basic auth; 201 with the message's sid. */
export function twilio(settings: { accountSid: string; authToken: string; from: string; baseUrl?: string | undefined }): MessageProvider {
  const baseUrl = settings.baseUrl ?? 'https://api.twilio.com';
  return {
    name: 'twilio',
    async send(dispatch, fetcher) {
      const sender = settings.from.startsWith('MG') ? { MessagingServiceSid: settings.from } : { From: settings.from };
      const answer = await call(fetcher, `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`, {
        method: 'POST',
        headers: { Authorization: `Basic ${btoa(`${settings.accountSid}:${settings.authToken}`)}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: dispatch.to.replace(/[\s()-]/g, ''), Body: dispatch.text, ...sender }),
      });
      if (!(answer instanceof Response)) return answer;
      if (!answer.ok) return byStatus(answer.status, await answer.text()) ?? { kind: 'retry', reason: `HTTP ${answer.status}` };
      const body: unknown = await answer.json().catch(() => ({}));
      const sid = typeof body === 'object' && body !== null && 'sid' in body && typeof body.sid === 'string' ? body.sid : '';
      return { kind: 'sent', providerMessageId: sid };
    },
  };
}

/** A required setting of a configured provider; a provider named without it is a deployment error, said plainly. */
type ProviderSetting = 'SENDGRID_API_KEY' | 'MAIL_FROM' | 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'SMS_FROM';

function required(env: GatewayEnv, name: ProviderSetting): string {
  const value = env[name];
  if (typeof value !== 'string' || value === '') throw new Error(`${name} is not set, but the provider that needs it is chosen`);
  return value;
}

/** The provider of a channel this environment configures (MAIL_PROVIDER, SMS_PROVIDER), or undefined: outbox only. */
export function providerFor(env: GatewayEnv, channel: Dispatch['channel']): MessageProvider | undefined {
  if (channel === 'email') {
    if (env.MAIL_PROVIDER === undefined || env.MAIL_PROVIDER === '') return undefined;
    if (env.MAIL_PROVIDER !== 'sendgrid') throw new Error(`MAIL_PROVIDER ${env.MAIL_PROVIDER} is not known (sendgrid)`);
    return sendGrid({
      apiKey: required(env, 'SENDGRID_API_KEY'),
      from: required(env, 'MAIL_FROM'),
      fromName: env.MAIL_FROM_NAME,
      baseUrl: env.SENDGRID_API_URL,
    });
  }
  if (env.SMS_PROVIDER === undefined || env.SMS_PROVIDER === '') return undefined;
  if (env.SMS_PROVIDER !== 'twilio') throw new Error(`SMS_PROVIDER ${env.SMS_PROVIDER} is not known (twilio)`);
  return twilio({
    accountSid: required(env, 'TWILIO_ACCOUNT_SID'),
    authToken: required(env, 'TWILIO_AUTH_TOKEN'),
    from: required(env, 'SMS_FROM'),
    baseUrl: env.TWILIO_API_URL,
  });
}
