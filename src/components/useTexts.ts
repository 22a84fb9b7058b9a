// A screen's texts in force: its built-in texts with the CMS wording laid over once content arrives (SPEC 1, SPEC 7).
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { TextValue } from '../content/textKeys';
import { $contentOverrides, textsInForce } from '../state/page/contentOverrides';

export function useTexts<T extends Readonly<Record<string, TextValue>>>(builtIn: T): T {
  const overrides = useStore($contentOverrides);
  return useMemo(() => textsInForce(builtIn, overrides), [builtIn, overrides]);
}
