import { describe, expect, it } from 'vitest';
import { tagScriptUrl } from './tagScript';

describe('tag script per region', () => {
  it.each([
    ['en_us', 'demo-rewards', 'https://tags.example.net/na/visa-com/tags.js'],
    ['fr_ca', 'demo-rewards', 'https://tags.example.net/na/visa-com/tags.js'],
    ['pt_br', 'demo-rewards', 'https://tags.example.net/lac/demo-rewards/tags.js'],
    ['ja_jp', 'demo-rewards', 'https://tags.example.net/ap/demo-rewards/tags.js'],
    ['ar_ae', 'demo-rewards', 'https://tags.example.net/cemea/demo-rewards/tags.js'],
    ['fr_fr', 'demo rewards', 'https://tags.example.net/europe/demo%20rewards/tags.js'],
  ] as const)('%s on site %s loads %s (NA always uses visa-com)', (locale, site, url) => {
    expect(tagScriptUrl('https://tags.example.net/', locale, site)).toBe(url);
  });

  it('loads no tag script when no base is configured', () => {
    expect(tagScriptUrl(undefined, 'en_us', 'demo-rewards')).toBeUndefined();
  });
});
