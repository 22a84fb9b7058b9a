// The full-screen loading overlay (SPEC 2 root page): up while the route's checks run and during tracked work.
import { useStore } from '@nanostores/react';
import { $isLoading } from '../state/page/loading';

export function LoadingOverlay({ label, forced }: { label: string; forced: boolean }) {
  const loading = useStore($isLoading);
  const visible = forced || loading;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" hidden={!visible}>
      <span className="spinner" aria-hidden="true"></span>
      <span className="visually-hidden">{visible ? label : ''}</span>
    </div>
  );
}
