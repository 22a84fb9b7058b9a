// The one submit of every form (SPEC 5 "Form widgets", SPEC 8): the form's own check, one send at a time, the screen's
// call, its outcome on the form flow (banner, field errors) and focus on the first invalid field after a refused send.
// A form is usable before the route's checks end (the page is pre-rendered): a press made then waits for them, pending,
// and runs with what the screen knows once they end (the site's captcha, the session), never before.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { formTransition, initialFormState, type FormEvent, type FormState } from '../state/page/formFlow';
import { formSending } from '../state/page/loading';
import { $routeShown } from '../state/page/routeShown';

/** What a screen's send ended in: the events of the form flow that follow a send. */
export type SubmitOutcome<Banner> = Extract<FormEvent<Banner>, { type: 'accepted' | 'acceptedAgain' | 'refused' }>;

export interface SubmitFlowOptions<Banner> {
  /** The form's own check (marks every field touched); false sends nothing and moves focus to the first error. */
  check?: () => boolean;
  /** The call and what the screen makes of its answer; it sets any field errors before it resolves. */
  send: () => Promise<SubmitOutcome<Banner>>;
  /** The form opens on field errors found before (back from a later step): focus goes to the first at once. */
  refusedBefore?: boolean;
}

export interface SubmitFlow<Banner> {
  state: FormState<Banner>;
  /** The banner of the last refused send, while editing. */
  banner: Banner | undefined;
  /** A send is on its way or done: the submit button is pending. */
  isPending: boolean;
  /** SubmitForm's ref, as a callback: the form whose first invalid field takes focus after a refused send. */
  attachForm: (form: HTMLFormElement | null) => void;
  submit: () => Promise<void>;
  /** Takes the last send's banner away: the screen began another action, whose outcome speaks for itself. */
  dismissBanner: () => void;
}

export function useSubmitFlow<Banner = never>({ check = () => true, send, refusedBefore = false }: SubmitFlowOptions<Banner>): SubmitFlow<Banner> {
  const [state, dispatch] = useReducer(formTransition<Banner>, refusedBefore, (refused): FormState<Banner> =>
    refused ? { step: 'editing', attempt: 1 } : initialFormState<Banner>(),
  );
  // The state a render saw can be stale for a second press in the same tick; this guard cannot.
  const busy = useRef(false);
  const form = useRef<HTMLFormElement | null>(null);
  const attachForm = useCallback((element: HTMLFormElement | null) => {
    form.current = element;
  }, []);
  const routeShown = useStore($routeShown);
  const [waiting, setWaiting] = useState(false);
  const attempt = state.step === 'editing' ? state.attempt : 0;
  // After a send with mistakes, keyboard and screen-reader users land on the first invalid field.
  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  async function submit() {
    if (busy.current || state.step !== 'editing') return;
    if (!routeShown) {
      setWaiting(true);
      return;
    }
    if (!check()) {
      dispatch({ type: 'invalid' });
      return;
    }
    busy.current = true;
    dispatch({ type: 'submit' });
    try {
      dispatch(await send());
    } finally {
      busy.current = false;
    }
  }

  // The press made while the checks ran is made again with the screen they let show.
  const submitWaiting = useEffectEvent(() => {
    setWaiting(false);
    void submit();
  });
  useEffect(() => {
    // The checks are an outside system; the held press must run after the render they caused, with its screen.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (routeShown && waiting) submitWaiting();
  }, [routeShown, waiting]);

  const isPending = state.step !== 'editing' || waiting;
  // While it is sent the form is busy (aria-busy) and the page's status says so: screen readers hear it.
  useEffect(() => {
    if (!isPending) return undefined;
    const element = form.current;
    element?.setAttribute('aria-busy', 'true');
    const release = formSending();
    return () => {
      element?.removeAttribute('aria-busy');
      release();
    };
  }, [isPending]);

  return {
    state,
    banner: state.step === 'editing' ? state.banner : undefined,
    isPending,
    attachForm,
    submit,
    dismissBanner: () => dispatch({ type: 'dismissed' }),
  };
}
