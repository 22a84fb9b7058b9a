// The card container's status message (SPEC 2 "Card screens", SPEC 9): shown 100 ms after the event, gone 10 s later,
// announced politely. Each new event restarts both timers.
import { useEffect, useState } from 'react';

const statusMessageDelayMs = 100;
const statusMessageShownMs = 10_000;

export interface StatusEvent {
  /** Changes with every event, so the same message twice is announced twice. */
  id: number;
  tone: 'success' | 'error' | 'info';
  message: string;
}

export function StatusMessage({ event }: { event: StatusEvent | undefined }) {
  const [shown, setShown] = useState<StatusEvent | undefined>(undefined);
  useEffect(() => {
    setShown(undefined);
    if (event === undefined) return;
    const show = window.setTimeout(() => setShown(event), statusMessageDelayMs);
    const hide = window.setTimeout(() => setShown(undefined), statusMessageDelayMs + statusMessageShownMs);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(hide);
    };
  }, [event]);
  return (
    <div role="status" className="status-message">
      {shown && (
        <p className="alert" data-tone={shown.tone}>
          <span className="alert-message">{shown.message}</span>
        </p>
      )}
    </div>
  );
}
