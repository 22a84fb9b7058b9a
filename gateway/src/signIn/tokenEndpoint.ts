// POST user-auth/oauth/token (SPEC 7 "Authentication"): password, refresh and client-credentials grants.
import type { Handler } from '../env';
import { clientCredentialsGrant } from './clientCredentialsGrant';
import { passwordGrant } from './passwordGrant';
import { refreshGrant } from './refreshGrant';
import { readTokenRequest } from './tokenRequest';

/** `?preauth=true` is accepted and changes nothing: grant_type names the grant. */
export const postToken: Handler = async (context) => {
  const tokenRequest = await readTokenRequest(context.request);
  switch (tokenRequest.grant_type) {
    case 'password':
      return passwordGrant(context, tokenRequest);
    case 'refresh_token':
      return refreshGrant(context, tokenRequest);
    case 'client_credentials':
      return clientCredentialsGrant(context, tokenRequest);
  }
};
