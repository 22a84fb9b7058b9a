// The full-screen loading overlay (SPEC 2 root page): up during tracked work (a screen's calls). Its words are a polite
// status of their own, always in the page so a change is heard: said during tracked work and while a form is sent
// (whose button shows it runs, so no overlay covers the form).
import { useStore } from '@nanostores/react';
import { $isBusy, $isLoading } from '../state/page/loading';

export function LoadingOverlay({ label }: { label: string }) {
  const visible = useStore($isLoading);
  const busy = useStore($isBusy);
  return (
    <>
      <div className="loading-overlay" hidden={!visible}>
        <span className="spinner" aria-hidden="true"></span>
      </div>
      <div className="visually-hidden" role="status" aria-live="polite">
        {busy ? label : ''}
      </div>
    </>
  );
}
