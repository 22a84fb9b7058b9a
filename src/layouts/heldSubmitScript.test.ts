import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { promotionScript, shellScriptFor } from './heldSubmitScript';

describe("the shell's inline script", () => {
  it('asks for no campaign where the deployment names no promotions host', () => {
    expect(promotionScript([])).toBe('');
    expect(shellScriptFor([])).not.toContain('promotions-');
  });

  it('names the promotions hosts it asks on, and is one valid script', () => {
    const script = shellScriptFor(['promotions.example.com', 'deals.bank.example']);
    expect(script).toContain('["promotions.example.com","deals.bank.example"].indexOf(n)<0');
    expect(script).toContain("'/account/configurations/promotions-'");
    // Compiled, not run: a syntax error would throw here.
    expect(() => new Script(script)).not.toThrow();
  });

  it('builds the banner from text only, never markup', () => {
    const script = promotionScript(['promotions.example.com']);
    expect(script).toContain('textContent');
    expect(script).not.toMatch(/innerHTML|insertAdjacentHTML|outerHTML/);
  });
});
