// The card field's state of SPEC 4 ("untouched, then dirty and valid or invalid; loading while the eligibility check
// runs") and the server's word on the typed number, shared by every card-capture mode. The gateway is asked once a
// complete number has stood still for a moment, and again on "Add card": it decides.
import { useEffect, useRef, useState } from 'react';
import {
  canSubmitCard,
  cardDigits,
  cardEntryStatus,
  checkWaitMinutes,
  isInactiveCard,
  securityCodeProblem,
  type CardEntryStatus,
  type EligibilityState,
} from '../../rules/cards/cardEntry';
import type { Eligibility } from '../../state/cards/cardEligibility';
import { whenRouteShown } from '../../state/page/routeShown';

/** The eligibility call loads with the first card number checked, not with the page. */
const eligibilityCall = () => import('../../state/cards/cardEligibility');

/** How long a complete number stands still before the gateway is asked about it. */
const eligibilityDebounceMs = 300;

export interface CardEntry {
  number: string;
  setNumber: (value: string) => void;
  status: CardEntryStatus;
  /** The typed number without spaces. */
  digits: string;
  /** Checks the number locally, then with the gateway; undefined (the field marked invalid) when it is no card to add. */
  check: () => Promise<Eligibility | undefined>;
  /** The gateway refused to check this number for now (429): minutes to wait; else undefined. */
  waitMinutes: number | undefined;
  /** The gateway refused this number as not activated by its issuer. */
  inactive: boolean;
  /** The security code field's value (capture_cvv) and what is wrong with it once "Add card" was pressed. */
  cvv: string;
  setCvv: (value: string) => void;
  cvvProblem: 'required' | 'invalid' | 'mismatch' | undefined;
  /** Marks the field invalid: the gateway refused the number after all (a duplicate, say). */
  refuse: () => void;
  clear: () => void;
}

/**
 * `held`: numbers already listed on the page, which count as duplicates (SPEC 5). `captureCvv`: "Add card" sends the
 * security code with the number, once, and goes on only when the gateway accepts it.
 */
export function useCardEntry(siteId: string, held: readonly string[] = [], captureCvv = false): CardEntry {
  const [number, setTyped] = useState('');
  const [cvv, setCvvTyped] = useState('');
  const [cvvProblem, setCvvProblem] = useState<CardEntry['cvvProblem']>(undefined);
  const cvvTyped = useRef('');
  const [eligibility, setEligibility] = useState<EligibilityState>({ checking: undefined, answer: undefined });
  const [refused, setRefused] = useState(false);
  // The digits in the field now: an answer for other digits arrives too late to change what the field shows.
  const latest = useRef('');
  // What is typed now, for a press that comes before the next render (a click right after typing).
  const typed = useRef('');
  const asking = useRef<{ digits: string; answer: Promise<Eligibility> } | undefined>(undefined);
  const timer = useRef<number | undefined>(undefined);
  // The site the gateway is asked for: a number typed into the pre-rendered page is asked about once the route's
  // checks have shown the screen with its site (by then this holds the site's id).
  const site = useRef(siteId);
  useEffect(() => {
    site.current = siteId;
  }, [siteId]);
  const status: CardEntryStatus = refused ? 'invalid' : cardEntryStatus(number, held, eligibility);

  function remember(digits: string, result: Eligibility): void {
    setEligibility({
      checking: undefined,
      answer: { digits, eligible: result.eligible, waitMinutes: result.waitMinutes, inactive: result.refusal === 'inactive' },
    });
  }

  function ask(digits: string): Promise<Eligibility> {
    if (asking.current?.digits === digits) return asking.current.answer;
    setEligibility((current) => ({ ...current, checking: digits }));
    const answer = Promise.all([eligibilityCall(), whenRouteShown()])
      .then(([{ checkCardEligibility }]) => checkCardEligibility(digits, site.current))
      .then((result) => {
        if (asking.current?.answer === answer) asking.current = undefined;
        if (latest.current === digits) remember(digits, result);
        return result;
      });
    asking.current = { digits, answer };
    return answer;
  }

  async function check(): Promise<Eligibility | undefined> {
    const value = typed.current;
    // The number's own rules only: a check already on its way for this number is awaited, not a reason to refuse.
    if (!canSubmitCard(value, cardEntryStatus(value, held))) {
      setRefused(value !== '');
      return undefined;
    }
    window.clearTimeout(timer.current);
    const digits = cardDigits(value);
    const result = await ask(digits);
    if (latest.current !== digits || !result.eligible) return undefined;
    if (!captureCvv) return result;
    const code = cvvTyped.current.trim();
    const problem = securityCodeProblem(code);
    setCvvProblem(problem);
    if (problem !== undefined) return undefined;
    // The code goes to the gateway once, with this press; it proves the card for the enrolment that follows.
    const proven = await eligibilityCall().then(({ checkCardEligibility }) => checkCardEligibility(digits, site.current, code));
    if (proven.refusal === 'cvvMismatch') setCvvProblem('mismatch');
    else if (!proven.eligible && latest.current === digits) remember(digits, proven);
    return proven.eligible && latest.current === digits ? proven : undefined;
  }

  function setNumber(value: string): void {
    typed.current = value;
    setTyped(value);
    setRefused(false);
    setCvvProblem(undefined);
    latest.current = cardDigits(value);
    window.clearTimeout(timer.current);
    if (cardEntryStatus(value, held) !== 'unchecked') return;
    const digits = cardDigits(value);
    timer.current = window.setTimeout(() => void ask(digits), eligibilityDebounceMs);
  }

  return {
    number,
    setNumber,
    status,
    digits: cardDigits(number),
    waitMinutes: refused ? undefined : checkWaitMinutes(number, eligibility),
    inactive: !refused && isInactiveCard(number, eligibility),
    cvv,
    setCvv: (value) => {
      cvvTyped.current = value;
      setCvvTyped(value);
      setCvvProblem(undefined);
    },
    cvvProblem,
    check,
    refuse: () => setRefused(true),
    clear: () => {
      window.clearTimeout(timer.current);
      latest.current = '';
      typed.current = '';
      setTyped('');
      cvvTyped.current = '';
      setCvvTyped('');
    },
  };
}
