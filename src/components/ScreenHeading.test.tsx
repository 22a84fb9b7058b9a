// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shellHeadingId } from '../routes/title';
import { ScreenHeading } from './ScreenHeading';

beforeEach(() => {
  document.title = 'Card Benefits - Add your card';
  document.body.innerHTML = `<main><h1 id="${shellHeadingId}">Add your card</h1></main>`;
});
afterEach(cleanup);

describe('a screen’s own heading for a state that is a page of its own (SPEC 2 "Page behaviour")', () => {
  const shellHeading = () => document.getElementById(shellHeadingId) as HTMLElement;
  const brand = { prefix: 'Card Benefits', suffix: '' };

  it('stands in for the shell’s heading as the one level-1 heading, names the document title and takes focus', () => {
    render(<ScreenHeading title="Check your e-mail" brand={brand} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Check your e-mail']);
    expect(shellHeading().hidden).toBe(true);
    expect(document.title).toBe('Card Benefits - Check your e-mail');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Check your e-mail' }));
  });

  it('puts the shell’s heading and title back when it goes', () => {
    const { unmount } = render(<ScreenHeading title="Check your e-mail" brand={brand} />);
    unmount();
    expect(shellHeading().hidden).toBe(false);
    expect(document.title).toBe('Card Benefits - Add your card');
  });
});
