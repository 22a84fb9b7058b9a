// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyShellWords } from './shellWords';

beforeEach(() => {
  document.title = 'Card Benefits - Your profile';
  document.body.innerHTML = `
    <header class="site-header"><p class="brand" data-prefix="Card Benefits" data-suffix="">Card Benefits</p></header>
    <main><h1 id="screen-title">Your profile</h1></main>`;
});

const brand = () => document.querySelector('.brand')?.textContent;
const heading = () => document.getElementById('screen-title')?.textContent;

describe("the shell's words in the CMS's wording", () => {
  it('takes the brand prefix and the route title from content', () => {
    applyShellWords({ 'seo.brandPrefix': 'Demo Rewards', 'title.profile': 'My profile', 'login.submit': 'Go' }, 'title.profile');
    expect(document.title).toBe('Demo Rewards - My profile');
    expect(brand()).toBe('Demo Rewards');
    expect(heading()).toBe('My profile');
  });

  it('keeps the built-in heading when only the brand is reworded, and a suffix joins the title', () => {
    applyShellWords({ 'seo.brandSuffix': 'Bank' }, 'title.profile');
    expect(document.title).toBe('Card Benefits - Your profile - Bank');
    expect(heading()).toBe('Your profile');
    expect(brand()).toBe('Card Benefits');
  });

  it('leaves everything as built when content rewords none of them', () => {
    applyShellWords({ 'login.submit': 'Go' }, 'title.profile');
    expect(document.title).toBe('Card Benefits - Your profile');
    expect(brand()).toBe('Card Benefits');
  });

  it('writes words, never markup', () => {
    applyShellWords({ 'title.profile': '<b>Mine</b>' }, 'title.profile');
    expect(heading()).toBe('<b>Mine</b>');
    expect(document.querySelector('h1 b')).toBeNull();
  });

  describe("with a theme's logo beside the name (the edge's shell)", () => {
    beforeEach(() => {
      document.title = 'Harbour Bank - Your profile';
      document.querySelector('.brand')!.outerHTML =
        '<p class="brand" data-prefix="Harbour Bank" data-suffix=""><img class="brand-logo" src="data:image/svg+xml;base64,PHN2Zy8+" alt="Harbour Bank"><span class="brand-name">Harbour Bank</span></p>';
    });

    it('keeps the logo when the CMS names the same brand', () => {
      applyShellWords({ 'seo.brandPrefix': 'Harbour Bank', 'title.profile': 'My profile' }, 'title.profile');
      expect(document.querySelector('.brand-logo')).not.toBeNull();
      expect(document.querySelector('.brand-name')?.textContent).toBe('Harbour Bank');
      expect(document.title).toBe('Harbour Bank - My profile');
    });

    it("shows another brand the CMS names as text, without the theme's logo", () => {
      applyShellWords({ 'seo.brandPrefix': 'Harbour Rewards' }, 'title.profile');
      expect(document.querySelector('.brand-logo')).toBeNull();
      expect(document.querySelector('.brand-name')?.textContent).toBe('Harbour Rewards');
      expect(document.title).toBe('Harbour Rewards - Your profile');
    });
  });
});
