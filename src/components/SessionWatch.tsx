// The session warning of the sessionExtension flag (WCAG 2.2.1 Timing Adjustable): after 13 minutes without use in any
// tab a dialog says the session ends in two minutes and offers to stay signed in; at 15 the session ends, keeping what
// the screen's form holds for after signing in again. Use in one tab counts for all (localStorage, the storage event).
import { useEffect, useId, useRef, useState } from 'react';
import { countedText } from '../content/pluralText';
import { storageKeys } from '../site/authState';
import { watchIdle, type IdleWatch } from '../state/page/idleWatch';
import { endIdleSession, endSession, extendSession } from '../state/page/session';
import { Button } from './Button';
import type { SessionWatchTexts } from './sessionWatchTexts';

/** The idle span: the access token's lifetime, the span the portal always allowed an idle page. */
export const idleSessionMs = 15 * 60_000;
/** The warning comes this long before the end: two minutes, well over WCAG's 20 seconds to react. */
export const idleWarningMs = 2 * 60_000;
/** Use is shared with the other tabs at most this often. */
const shareEveryMs = 10_000;

const activityEvents = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

export default function SessionWatch({ texts }: { texts: SessionWatchTexts }) {
  const [warning, setWarning] = useState(false);
  const watch = useRef<IdleWatch | undefined>(undefined);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    let shared = 0;
    const idle = watchIdle({
      idleMs: idleSessionMs,
      warnBeforeMs: idleWarningMs,
      onWarn: () => setWarning(true),
      onResume: () => setWarning(false),
      onEnd: () => {
        setWarning(false);
        void endIdleSession(texts['login.sessionEnded']);
      },
      clock: {
        now: () => Date.now(),
        setTimeout: (run, ms) => setTimeout(run, ms),
        clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      },
    });
    watch.current = idle;
    const used = () => {
      const now = Date.now();
      idle.activity(now);
      if (now - shared >= shareEveryMs && now === idle.lastActivity()) {
        shared = now;
        localStorage.setItem(storageKeys.lastActivity, String(now));
      }
    };
    // Use in another tab: the cardholder is there, so a warning here goes too.
    const elsewhere = (event: StorageEvent) => {
      if (event.key === storageKeys.lastActivity && event.newValue) idle.activity(Number(event.newValue), true);
    };
    for (const name of activityEvents) window.addEventListener(name, used, { passive: true, capture: true });
    window.addEventListener('storage', elsewhere);
    return () => {
      idle.stop();
      for (const name of activityEvents) window.removeEventListener(name, used, { capture: true });
      window.removeEventListener('storage', elsewhere);
    };
  }, [texts]);

  // The browser's modal dialog, as Modal.tsx uses it (the page behind inert, focus inside; Escape here means stay).
  // Not Modal itself: the card screen's page holds that module, and sharing it would split that page's script.
  useEffect(() => {
    const shown = dialog.current;
    if (!shown) return;
    if (warning && !shown.open) shown.showModal();
    if (!warning && shown.open) shown.close();
  }, [warning]);

  const stay = () => {
    const now = Date.now();
    watch.current?.activity(now, true);
    localStorage.setItem(storageKeys.lastActivity, String(now));
    void extendSession();
  };

  const minutes = Math.round(idleWarningMs / 60_000);
  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        stay();
      }}
    >
      {warning && (
        <div className="modal-body">
          <h2 id={titleId} className="modal-title">
            {texts['session.expiring.title']}
          </h2>
          <p>{countedText(texts['session.expiring.body'], minutes, { minutes })}</p>
          <div className="form-actions">
            <Button onPress={stay}>{texts['session.expiring.stay']}</Button>
            <Button variant="link" onPress={() => void endSession({ revoke: true, reload: true })}>
              {texts['session.expiring.signOut']}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
