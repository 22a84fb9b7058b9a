// A small HTML inbox over the outbox, for people trying the portal locally: /gateway/dev/inbox?to={address}.
import type { GatewayEnv } from '../env';
import { headerNames } from '../../../src/api/contracts/headers';
import { errorResponse, isInvalidRequestError } from '../http';
import { isOutboxReadable, messagesTo, type StoredMessage } from './outbox';
import { readRecipient } from './outboxEndpoint';

export const inboxPath = '/gateway/dev/inbox';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Only same-site paths and http(s) links become anchors; anything else is shown as text. */
function safeLink(link: string): string {
  return /^(https?:\/\/|\/(?!\/))/i.test(link) ? `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : escapeHtml(link);
}

function messageHtml(message: StoredMessage): string {
  return `<article>
<h2>${escapeHtml(message.subject || (message.channel === 'sms' ? 'SMS' : '(no subject)'))}</h2>
<p><small>${escapeHtml(message.channel)} to ${escapeHtml(message.to)}, ${escapeHtml(message.sentAt)}</small></p>
<pre>${escapeHtml(message.body)}</pre>
${message.code ? `<p>Code: <strong>${escapeHtml(message.code)}</strong></p>` : ''}
${message.link ? `<p>Link: ${safeLink(message.link)}</p>` : ''}
</article>`;
}

export async function inboxPage(url: URL, env: GatewayEnv, correlationId: string): Promise<Response> {
  if (!isOutboxReadable(env.ENVIRONMENT)) return errorResponse(404, 'NOT_FOUND', correlationId);
  let recipient: string | undefined;
  let messages: StoredMessage[] = [];
  if (url.searchParams.has('to')) {
    try {
      recipient = readRecipient(url);
      messages = await messagesTo(env.DB, recipient);
    } catch (error) {
      if (!isInvalidRequestError(error)) throw error;
    }
  }
  const list = recipient === undefined ? '' : messages.length === 0 ? '<p>No messages yet.</p>' : messages.map(messageHtml).join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox${recipient ? ` of ${escapeHtml(recipient)}` : ''}</title></head>
<body><main>
<h1>Outbox</h1>
<p>Every e-mail and SMS the local gateway sent. Local and preview runs only.</p>
<form method="get"><label for="to">E-mail address or phone number</label>
<input id="to" name="to" type="text" value="${escapeHtml(recipient ?? '')}" required> <button type="submit">Show messages</button></form>
${list}
</main></body></html>`;
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      [headerNames.correlationId]: correlationId,
      'Content-Security-Policy': "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
