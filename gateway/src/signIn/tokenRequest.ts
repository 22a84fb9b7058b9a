// Reads the form of POST user-auth/oauth/token into one grant's request (SPEC 7), or fails naming the field.
import { tokenRequestSchema, type TokenRequest } from '../../../src/api/contracts/tokenRequests';
import { InvalidRequestError } from '../http';

const formType = 'application/x-www-form-urlencoded';

export async function readTokenRequest(request: Request): Promise<TokenRequest> {
  const contentType = request.headers.get('Content-Type') ?? '';
  if (contentType.split(';')[0]?.trim().toLowerCase() !== formType) {
    throw new InvalidRequestError(`Content-Type: expected ${formType}`, { field: 'Content-Type' });
  }
  // An empty field counts as a missing one (`client_secret=` from a public client, say).
  const fields = Object.fromEntries([...new URLSearchParams(await request.text())].filter(([, value]) => value !== ''));
  const parsed = tokenRequestSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? 'grant_type');
  const problem = fields[field] === undefined ? 'required' : (issue?.message ?? 'invalid');
  throw new InvalidRequestError(`${field}: ${problem}`, { field });
}
