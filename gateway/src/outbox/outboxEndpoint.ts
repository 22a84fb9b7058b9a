// GET dev/outbox?to={address}: the messages sent to an address, newest first, only in local and preview runs.
import type { Handler } from '../env';
import { errorResponse, InvalidRequestError, json } from '../http';
import { isOutboxReadable, messagesTo } from './outbox';

const maxRecipientLength = 320;

/** An e-mail address or a phone number, as the portal sends to. */
export function readRecipient(url: URL): string {
  const values = url.searchParams.getAll('to');
  if (values.length !== 1) throw new InvalidRequestError('to: give exactly one e-mail address or phone number', { field: 'to' });
  const to = values[0]?.trim() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (to === '' || to.length > maxRecipientLength || /[\u0000-\u001f<>]/.test(to)) {
    throw new InvalidRequestError('to: not an e-mail address or phone number', { field: 'to' });
  }
  return to;
}

export const getOutbox: Handler = async ({ env, url, correlationId }) => {
  if (!isOutboxReadable(env.ENVIRONMENT)) return errorResponse(404, 'NOT_FOUND', correlationId);
  return json(await messagesTo(env.DB, readRecipient(url)), correlationId);
};
