import { describe, expect, it } from 'vitest';
import { $isBusy, $isLoading, formSending, whileLoading } from './loading';

describe('loading overlay', () => {
  it('is up while work runs and down after it settles, also when it fails', async () => {
    let release: () => void = () => undefined;
    const work = whileLoading(() => new Promise<void>((resolve) => (release = resolve)));
    expect($isLoading.get()).toBe(true);
    release();
    await work;
    expect($isLoading.get()).toBe(false);
    await expect(whileLoading(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect($isLoading.get()).toBe(false);
  });

  it('stays up until the last of overlapping tasks settles', async () => {
    let releaseFirst: () => void = () => undefined;
    const first = whileLoading(() => new Promise<void>((resolve) => (releaseFirst = resolve)));
    await whileLoading(async () => undefined);
    expect($isLoading.get()).toBe(true);
    releaseFirst();
    await first;
    expect($isLoading.get()).toBe(false);
  });

  it("counts a form's send as busy, without the overlay, until each send is released once", () => {
    const first = formSending();
    const second = formSending();
    expect($isBusy.get()).toBe(true);
    expect($isLoading.get()).toBe(false);
    first();
    first();
    expect($isBusy.get()).toBe(true);
    second();
    expect($isBusy.get()).toBe(false);
  });
});
