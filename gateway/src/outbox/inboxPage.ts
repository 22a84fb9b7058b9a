// A small HTML inbox over the outbox, for people trying the portal locally: /gateway/dev/inbox?to={address} lists the
// messages to an address, each e-mail drawn as sent (its HTML part in a sandboxed frame, its plain text beside), and
// /gateway/dev/inbox/message?id={n} opens one e-mail's HTML part on its own. A developer's tool, in English.
import type { GatewayEnv } from '../env';
import { headerNames } from '../../../src/api/contracts/headers';
import { errorResponse, isInvalidRequestError } from '../http';
import { escapeHtml } from './emailDocument';
import { isOutboxReadable, messageById, messagesTo, type StoredMessage } from './outbox';
import { readRecipient } from './outboxEndpoint';

export const inboxPath = '/gateway/dev/inbox';
export const inboxMessagePath = `${inboxPath}/message`;

/**
 * The policy of both pages: no script anywhere; the e-mails' inline styles and their images (data: or https logos), in
 * the page and the frame without a source of its own (about:srcdoc keeps its parent's policy), and nothing else.
 */
const pagePolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

function htmlResponse(html: string, correlationId: string): Response {
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      [headerNames.correlationId]: correlationId,
      'Content-Security-Policy': pagePolicy,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** Only same-site paths and http(s) links become anchors; anything else is shown as text. */
function safeLink(link: string): string {
  return /^(https?:\/\/|\/(?!\/))/i.test(link) ? `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : escapeHtml(link);
}

function messageHtml(message: StoredMessage): string {
  const title = message.subject || (message.channel === 'sms' ? 'SMS' : '(no subject)');
  const drawn =
    message.html === undefined
      ? `<pre>${escapeHtml(message.body)}</pre>`
      : `<iframe title="${escapeHtml(`The e-mail as sent: ${title}`)}" sandbox srcdoc="${escapeHtml(message.html)}" style="width:100%;height:34rem;border:1px solid #767676"></iframe>
<p><a href="${inboxMessagePath}?id=${message.id}">Open the e-mail on its own page</a></p>
<details><summary>Plain-text part</summary><pre>${escapeHtml(message.body)}</pre></details>`;
  return `<article>
<h2>${escapeHtml(title)}</h2>
<p><small>${escapeHtml(message.channel)} to ${escapeHtml(message.to)}, ${escapeHtml(message.sentAt)}</small></p>
${drawn}
${message.code ? `<p>Code: <strong>${escapeHtml(message.code)}</strong></p>` : ''}
${message.link ? `<p>Link: ${safeLink(message.link)}</p>` : ''}
</article>`;
}

/** One e-mail's HTML part as the cardholder's mail program would show it. */
export async function inboxMessagePage(url: URL, env: GatewayEnv, correlationId: string): Promise<Response> {
  if (!isOutboxReadable(env.ENVIRONMENT)) return errorResponse(404, 'NOT_FOUND', correlationId);
  const id = url.searchParams.get('id') ?? '';
  const message = /^[1-9]\d{0,15}$/.test(id) ? await messageById(env.DB, Number(id)) : undefined;
  if (message?.html === undefined) return errorResponse(404, 'NOT_FOUND', correlationId);
  return htmlResponse(message.html, correlationId);
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
  return htmlResponse(html, correlationId);
}
