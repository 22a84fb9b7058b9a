import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from './crossSite';

function post(headers: Record<string, string>, url = 'https://gateway.internal/gateway/api/user-auth/oauth/token'): Request {
  return new Request(url, { method: 'POST', headers });
}

describe('isCrossSiteRequest', () => {
  it.each<[string, Request]>([
    ['a post whose Origin is the page host the edge forwarded', post({ Origin: 'https://cards.bank.example', 'X-Forwarded-Host': 'cards.bank.example' })],
    ['a post whose Origin is the Host it was sent to', post({ Origin: 'http://localhost:8899', Host: 'localhost:8899' }, 'http://localhost:8899/api/x')],
    ['a post from curl, with neither Origin nor Sec-Fetch-Site', post({})],
    ['a same-origin post without Origin', post({ 'Sec-Fetch-Site': 'same-origin' })],
    [
      'a cross-site GET (reads change nothing)',
      new Request('https://gateway.internal/x', { headers: { Origin: 'https://attacker.example', 'Sec-Fetch-Site': 'cross-site' } }),
    ],
  ])('lets through %s', (_, request) => {
    expect(isCrossSiteRequest(request)).toBe(false);
  });

  it.each<[string, Request]>([
    ['a form on another site', post({ Origin: 'https://attacker.example', 'X-Forwarded-Host': 'cards.bank.example', 'Sec-Fetch-Site': 'cross-site' })],
    ['a sibling subdomain', post({ Origin: 'https://evil.bank.example', 'X-Forwarded-Host': 'cards.bank.example', 'Sec-Fetch-Site': 'same-site' })],
    ['the same host on another port', post({ Origin: 'http://localhost:9999', 'X-Forwarded-Host': 'localhost:8899' })],
    ['an opaque origin (sandboxed frame)', post({ Origin: 'null', 'X-Forwarded-Host': 'cards.bank.example' })],
    ['a cross-site request that hides Origin', post({ 'Sec-Fetch-Site': 'cross-site' })],
    ['a DELETE from another site', new Request('https://gateway.internal/x', { method: 'DELETE', headers: { Origin: 'https://attacker.example' } })],
  ])('refuses %s', (_, request) => {
    expect(isCrossSiteRequest(request)).toBe(true);
  });
});
