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
  // The id of the event on show: a newer event hides the older message at once, then shows after the delay.
  const [shownId, setShownId] = useState<number | undefined>(undefined);
  const shown = event !== undefined && event.id === shownId ? event : undefined;
  useEffect(() => {
    if (event === undefined) return;
    const show = window.setTimeout(() => setShownId(event.id), statusMessageDelayMs);
    const hide = window.setTimeout(() => setShownId(undefined), statusMessageDelayMs + statusMessageShownMs);
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
