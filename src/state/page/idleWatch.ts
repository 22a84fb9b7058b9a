// The idle session of the sessionExtension flag (WCAG 2.2.1 Timing Adjustable): after `idleMs` without use in any tab
// the session ends; `warnBeforeMs` before that the user is warned and may stay signed in with one action. Passive use
// while the warning shows does not dismiss it: only staying (or use in another tab, which that tab reports) does.

export interface IdleClock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface IdleWatchOptions {
  idleMs: number;
  warnBeforeMs: number;
  /** The warning is due; `endsAt` is when the session will end. */
  onWarn: (endsAt: number) => void;
  /** Use (here or in another tab) or staying signed in took the warning away. */
  onResume: () => void;
  onEnd: () => void;
  clock: IdleClock;
}

export interface IdleWatch {
  /** Someone used the portal at `at` (now, or another tab's report). Ignored while the warning shows, unless `resume`. */
  activity: (at?: number, resume?: boolean) => void;
  /** The last use as this watch knows it. */
  lastActivity: () => number;
  stop: () => void;
}

export function watchIdle({ idleMs, warnBeforeMs, onWarn, onResume, onEnd, clock }: IdleWatchOptions): IdleWatch {
  let last = clock.now();
  let warned = false;
  let timer: unknown;
  let stopped = false;

  function plan(): void {
    clock.clearTimeout(timer);
    if (stopped) return;
    const now = clock.now();
    const endsAt = last + idleMs;
    if (now >= endsAt) {
      stopped = true;
      onEnd();
      return;
    }
    const warnAt = endsAt - warnBeforeMs;
    if (now >= warnAt) {
      if (!warned) {
        warned = true;
        onWarn(endsAt);
      }
      timer = clock.setTimeout(plan, endsAt - now);
      return;
    }
    timer = clock.setTimeout(plan, warnAt - now);
  }

  plan();
  return {
    activity(at = clock.now(), resume = false) {
      if (stopped || at <= last || (warned && !resume)) return;
      last = at;
      if (warned) {
        warned = false;
        onResume();
      }
      plan();
    },
    lastActivity: () => last,
    stop() {
      stopped = true;
      clock.clearTimeout(timer);
    },
  };
}
