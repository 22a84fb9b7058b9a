import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchIdle, type IdleWatchOptions } from './idleWatch';

const minute = 60_000;

function start(overrides: Partial<IdleWatchOptions> = {}) {
  const events: string[] = [];
  const watch = watchIdle({
    idleMs: 15 * minute,
    warnBeforeMs: 2 * minute,
    onWarn: (endsAt) => events.push(`warn until ${(endsAt - Date.now()) / minute} min`),
    onResume: () => events.push('resume'),
    onEnd: () => events.push('end'),
    clock: {
      now: () => Date.now(),
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    ...overrides,
  });
  return { watch, events };
}

describe('idle session watch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns two minutes before the idle end, then ends the session', () => {
    const { events } = start();
    vi.advanceTimersByTime(13 * minute - 1);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['warn until 2 min']);
    vi.advanceTimersByTime(2 * minute);
    expect(events).toEqual(['warn until 2 min', 'end']);
  });

  it('use before the warning moves the end', () => {
    const { watch, events } = start();
    vi.advanceTimersByTime(10 * minute);
    watch.activity();
    vi.advanceTimersByTime(12 * minute);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1 * minute);
    expect(events).toEqual(['warn until 2 min']);
  });

  it('passive use while the warning shows does not dismiss it; staying signed in does', () => {
    const { watch, events } = start();
    vi.advanceTimersByTime(13 * minute);
    watch.activity();
    expect(events).toEqual(['warn until 2 min']);
    watch.activity(Date.now(), true);
    expect(events).toEqual(['warn until 2 min', 'resume']);
    vi.advanceTimersByTime(12 * minute);
    expect(events).toEqual(['warn until 2 min', 'resume']);
    vi.advanceTimersByTime(1 * minute);
    expect(events).toEqual(['warn until 2 min', 'resume', 'warn until 2 min']);
  });

  it('ignores a report older than what it knows', () => {
    const { watch, events } = start();
    vi.advanceTimersByTime(5 * minute);
    watch.activity(Date.now() - 10 * minute);
    vi.advanceTimersByTime(8 * minute);
    expect(events).toEqual(['warn until 2 min']);
  });

  it('ends at once when woken after the end (a laptop that slept)', () => {
    let now = 0;
    const pending: Array<() => void> = [];
    const { events } = start({
      clock: { now: () => now, setTimeout: (run) => pending.push(run), clearTimeout: () => undefined },
      onWarn: () => events.push('warn'),
    });
    now = 20 * minute;
    pending.at(-1)?.();
    expect(events).toEqual(['end']);
  });

  it('does nothing once stopped', () => {
    const { watch, events } = start();
    watch.stop();
    vi.advanceTimersByTime(30 * minute);
    expect(events).toEqual([]);
  });
});
