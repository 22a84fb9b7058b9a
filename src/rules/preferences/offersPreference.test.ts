import { describe, expect, it } from 'vitest';
import { parseOffersPreference, toOffersPreference } from './offersPreference';

describe('offers_preference (SPEC 3)', () => {
  it('saves the chosen ids in order, each once, and reads them back', () => {
    const saved = toOffersPreference(['travel', 'dining', 'travel']);
    expect(saved).toBe('["travel","dining"]');
    expect(parseOffersPreference(saved)).toEqual(['travel', 'dining']);
  });

  it.each([undefined, '', 'travel', '{"travel":true}', '["travel",1]', 'null'])('reads %j as no preference', (text) => {
    expect(parseOffersPreference(text)).toEqual([]);
  });
});
