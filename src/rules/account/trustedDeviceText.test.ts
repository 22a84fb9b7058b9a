import { describe, expect, it } from 'vitest';
import { deviceName, devicePlace } from './trustedDeviceText';

describe('how a trusted device is named', () => {
  it('joins browser and system, takes one alone, and names nothing when neither is known', () => {
    expect(deviceName({ browser: 'Chrome 131', os: 'Windows 10' })).toBe('Chrome 131 · Windows 10');
    expect(deviceName({ browser: null, os: 'Android 15' })).toBe('Android 15');
    expect(deviceName({ browser: ' ', os: null })).toBeUndefined();
  });

  it('names the country in the reader’s language, after the city', () => {
    expect(devicePlace({ city: 'Lisbon', country: 'PT' }, 'en_us')).toBe('Lisbon, Portugal');
    expect(devicePlace({ city: null, country: 'DE' }, 'fr_fr')).toBe('Allemagne');
    expect(devicePlace({ city: null, country: 'DE' }, 'ar_ae')).toBe('ألمانيا');
    expect(devicePlace({ city: undefined, country: undefined }, 'en_us')).toBeUndefined();
  });
});
