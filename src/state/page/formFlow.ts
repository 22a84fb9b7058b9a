// The flow every form screen follows, as an explicit state and a pure transition: editing, sending once, then done
// or back to editing with a banner. Effects (calls, navigation) live in the actions that feed it events.

export type FormState<Banner> =
  /** `attempt` counts sends refused before any call, so the view can move focus to the first error each time. */
  | { step: 'editing'; attempt: number; banner?: Banner }
  | { step: 'submitting'; attempt: number }
  /** Sent and accepted; the screen is leaving or showing its result, and sends nothing more. */
  | { step: 'done' };

export type FormEvent<Banner> =
  | { type: 'submit' }
  /** The entries broke a rule: nothing is sent. */
  | { type: 'invalid' }
  /**
   * The gateway refused or failed: back to editing, with a banner when there is something to say. `fieldErrors`: it
   * found mistakes in fields, so focus goes to the first as after the form's own check.
   */
  | { type: 'refused'; banner?: Banner | undefined; fieldErrors?: boolean }
  | { type: 'accepted' }
  /** Accepted, and the form stays for another send (a confirmation that can be asked for again, e.g. a new e-mail). */
  | { type: 'acceptedAgain' }
  /** Another action of the screen began (a card added beside the form): the last send's banner goes with it. */
  | { type: 'dismissed' };

export function initialFormState<Banner>(): FormState<Banner> {
  return { step: 'editing', attempt: 0 };
}

export function formTransition<Banner>(state: FormState<Banner>, event: FormEvent<Banner>): FormState<Banner> {
  switch (event.type) {
    case 'submit':
      // A second submit while one is on its way sends nothing (double submit sends one request).
      return state.step === 'editing' ? { step: 'submitting', attempt: state.attempt } : state;
    case 'invalid':
      return state.step === 'editing' ? { step: 'editing', attempt: state.attempt + 1 } : state;
    case 'refused': {
      if (state.step !== 'submitting') return state;
      const attempt = event.fieldErrors ? state.attempt + 1 : state.attempt;
      return event.banner === undefined ? { step: 'editing', attempt } : { step: 'editing', attempt, banner: event.banner };
    }
    case 'accepted':
      return state.step === 'submitting' ? { step: 'done' } : state;
    case 'acceptedAgain':
      return state.step === 'submitting' ? { step: 'editing', attempt: state.attempt } : state;
    case 'dismissed':
      return state.step === 'editing' && state.banner !== undefined ? { step: 'editing', attempt: state.attempt } : state;
  }
}
