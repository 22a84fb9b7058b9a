// A form's own message above its fields (a failed sign-in, a server refusal), announced when it appears.
import type { ReactNode } from 'react';

export function FormBanner({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className="alert form-banner" data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <p className="alert-message">{children}</p>
    </div>
  );
}
