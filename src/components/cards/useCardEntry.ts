// The card field's state of SPEC 4 ("untouched, then dirty and valid or invalid; loading while the eligibility check
// runs") and the server's word on the typed number, shared by every card-capture mode.
import { useState } from 'react';
import { canSubmitCard, cardDigits, cardEntryStatus, type CardEntryStatus } from '../../rules/cards/cardEntry';
import { checkCardEligibility, type Eligibility } from '../../state/cards/cardEligibility';

export interface CardEntry {
  number: string;
  setNumber: (value: string) => void;
  status: CardEntryStatus;
  /** The typed number without spaces. */
  digits: string;
  /** Checks the number locally, then with the gateway; undefined (the field marked invalid) when it is no card to add. */
  check: () => Promise<Eligibility | undefined>;
  /** Marks the field invalid: the gateway refused the number after all (a duplicate, say). */
  refuse: () => void;
  clear: () => void;
}

/** `held`: numbers already listed on the page, which count as duplicates (SPEC 5). */
export function useCardEntry(siteId: string, held: readonly string[] = []): CardEntry {
  const [number, setTyped] = useState('');
  const [checking, setChecking] = useState(false);
  const [refused, setRefused] = useState(false);
  const status: CardEntryStatus = checking ? 'checking' : refused ? 'invalid' : cardEntryStatus(number, held);

  async function check(): Promise<Eligibility | undefined> {
    if (!canSubmitCard(number, status)) {
      setRefused(number !== '');
      return undefined;
    }
    setChecking(true);
    const result = await checkCardEligibility(cardDigits(number), siteId);
    setChecking(false);
    if (!result.eligible) {
      setRefused(true);
      return undefined;
    }
    return result;
  }

  return {
    number,
    setNumber: (value) => {
      setTyped(value);
      setRefused(false);
    },
    status,
    digits: cardDigits(number),
    check,
    refuse: () => setRefused(true),
    clear: () => setTyped(''),
  };
}
