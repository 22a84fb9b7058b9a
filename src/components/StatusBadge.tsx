// A short status in a badge: the word carries the meaning, colour and a mark repeat it (SPEC 2 cashback badges: green,
// red, blue). In forced-colors mode each tone keeps its own mark and border style (shell.css).
import type { ReactNode } from 'react';

export type BadgeTone = 'positive' | 'negative' | 'neutral';

const marks = { positive: '✓', negative: '✕', neutral: '…' } as const satisfies Record<BadgeTone, string>;

export function StatusBadge({ tone, label, children }: { tone: BadgeTone; label?: string; children: ReactNode }) {
  return (
    <span className="badge" data-tone={tone}>
      <span className="badge-mark" aria-hidden="true">
        {marks[tone]}
      </span>
      {label !== undefined && <span className="visually-hidden">{label} </span>}
      {children}
    </span>
  );
}
