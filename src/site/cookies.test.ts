import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookies';

describe('reading a cookie', () => {
  it.each([
    ['gmap_authenticated=true', 'gmap_authenticated', 'true'],
    ['a=1; gmap_authenticated=true; b=2', 'gmap_authenticated', 'true'],
    ['a=1;gmap_user_type= CONCIERGE ', 'gmap_user_type', 'CONCIERGE'],
    ['SESSION=x.y=z', 'SESSION', 'x.y=z'],
    ['not_gmap_authenticated=true', 'gmap_authenticated', undefined],
    ['', 'SESSION', undefined],
    ['=true', 'SESSION', undefined],
  ])('%j gives %s the value %j', (cookies, name, expected) => {
    expect(cookieValue(cookies, name)).toBe(expected);
  });
});
