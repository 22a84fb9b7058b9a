import { describe, expect, it } from 'vitest';
import { activationTokenMaxLength, readActivationToken } from './activationToken';

const token = 's-rEVDxHf0UQ_0QofjbjUXsewId1A8ij-gIBx7fp_8Y';

describe('the activation link token (SPEC 2 activate)', () => {
  it('takes a base64url token of the link', () => {
    expect(readActivationToken(`?token=${token}`)).toBe(token);
  });

  it('takes the token whatever else the query holds, and reads nothing else', () => {
    expect(readActivationToken(`?returnurl=%2Fen_us%2Faccount%2Fprofile%2F&token=${token}&x=<b>`)).toBe(token);
  });

  it('takes the longest token the contract accepts', () => {
    expect(readActivationToken(`?token=${'a'.repeat(activationTokenMaxLength)}`)).toBe('a'.repeat(activationTokenMaxLength));
  });

  it.each<[string, string]>([
    ['no query', ''],
    ['no token', '?returnurl=%2Fprofile'],
    ['an empty token', '?token='],
    ['a token given twice', `?token=${token}&token=${token}`],
    ['a too short token', '?token=abc'],
    ['an oversized token', `?token=${'a'.repeat(activationTokenMaxLength + 1)}`],
    ['base64 padding', `?token=${token}%3D`],
    ['standard base64 characters', `?token=${token.replace('-', '+')}`],
    ['markup', `?token=${encodeURIComponent(`${token}<script>`)}`],
    ['a path sequence', `?token=${encodeURIComponent(`../../${token}`)}`],
    ['whitespace', `?token=${encodeURIComponent(` ${token}`)}`],
    ['a URL', `?token=${encodeURIComponent('https://evil.example/aaaaaaaaaaaaaaaa')}`],
  ])('ignores %s', (_, search) => {
    expect(readActivationToken(search)).toBeUndefined();
  });
});
