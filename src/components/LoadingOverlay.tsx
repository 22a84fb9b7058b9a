// The full-screen loading overlay (SPEC 2 root page): up during tracked work (a screen's calls).
import { useStore } from '@nanostores/react';
import { $isLoading } from '../state/page/loading';

export function LoadingOverlay({ label }: { label: string }) {
  const visible = useStore($isLoading);
  return (
    <div className="loading-overlay" role="status" aria-live="polite" hidden={!visible}>
      <span className="spinner" aria-hidden="true"></span>
      <span className="visually-hidden">{visible ? label : ''}</span>
    </div>
  );
}
