import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Interpolated } from './Interpolated';

describe('Interpolated', () => {
  it('isolates each value in <bdi>, with the words around it as written', () => {
    expect(renderToStaticMarkup(<Interpolated text="أرسلنا رمزًا إلى {{email}}." values={{ email: 'name@example.com' }} />)).toBe(
      'أرسلنا رمزًا إلى <bdi>name@example.com</bdi>.',
    );
  });

  it('keeps an unknown placeholder as written, like interpolate()', () => {
    expect(renderToStaticMarkup(<Interpolated text="Reference: {{X-CID}} {{other}}" values={{ 'X-CID': '7f3e' }} />)).toBe(
      'Reference: <bdi>7f3e</bdi> {{other}}',
    );
  });

  it('escapes what a value holds: markup in a value is shown as text', () => {
    expect(renderToStaticMarkup(<Interpolated text="Hello {{name}}" values={{ name: '<b>x</b>' }} />)).toBe('Hello <bdi>&lt;b&gt;x&lt;/b&gt;</bdi>');
  });
});
