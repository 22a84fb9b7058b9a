import { describe, expect, it } from 'vitest';
import { formTransition, initialFormState, type FormEvent, type FormState } from './formFlow';

type Banner = { id: string };
const editing: FormState<Banner> = initialFormState();
const run = (events: FormEvent<Banner>[], from: FormState<Banner> = editing) => events.reduce(formTransition<Banner>, from);

describe('formTransition', () => {
  it('sends from editing and ends done when accepted', () => {
    expect(run([{ type: 'submit' }])).toEqual({ step: 'submitting', attempt: 0 });
    expect(run([{ type: 'submit' }, { type: 'accepted' }])).toEqual({ step: 'done' });
  });

  it('ignores a second submit while the first is on its way', () => {
    expect(run([{ type: 'submit' }, { type: 'submit' }])).toEqual({ step: 'submitting', attempt: 0 });
  });

  it('counts invalid attempts so focus can move to the first error each time', () => {
    expect(run([{ type: 'invalid' }, { type: 'invalid' }])).toEqual({ step: 'editing', attempt: 2 });
  });

  it('returns to editing with the banner when refused, and drops an old banner on the next send', () => {
    const refused = run([{ type: 'submit' }, { type: 'refused', banner: { id: 'badCredentials' } }]);
    expect(refused).toEqual({ step: 'editing', attempt: 0, banner: { id: 'badCredentials' } });
    expect(run([{ type: 'submit' }], refused)).toEqual({ step: 'submitting', attempt: 0 });
  });

  it('returns to editing without a banner when the global alert said it all', () => {
    expect(run([{ type: 'submit' }, { type: 'refused' }])).toEqual({ step: 'editing', attempt: 0 });
  });

  it('counts a refusal with field errors as an attempt, so focus moves to the first of them', () => {
    expect(run([{ type: 'submit' }, { type: 'refused', fieldErrors: true }])).toEqual({ step: 'editing', attempt: 1 });
  });

  it('drops the banner when another action of the screen begins, and only while editing', () => {
    const refused = run([{ type: 'invalid' }, { type: 'submit' }, { type: 'refused', banner: { id: 'failed' } }]);
    expect(run([{ type: 'dismissed' }], refused)).toEqual({ step: 'editing', attempt: 1 });
    expect(run([{ type: 'dismissed' }])).toBe(editing);
    const submitting = run([{ type: 'submit' }]);
    expect(run([{ type: 'dismissed' }], submitting)).toBe(submitting);
  });

  it('stays done whatever comes after', () => {
    const done = run([{ type: 'submit' }, { type: 'accepted' }]);
    expect(run([{ type: 'submit' }, { type: 'invalid' }, { type: 'refused' }], done)).toEqual({ step: 'done' });
  });

  it('ignores answers that arrive when nothing was sent', () => {
    expect(run([{ type: 'refused', banner: { id: 'x' } }, { type: 'accepted' }, { type: 'acceptedAgain' }])).toEqual(editing);
  });

  it('returns to editing, without a banner, when accepted with the form kept for another send', () => {
    const refused = run([{ type: 'invalid' }, { type: 'submit' }, { type: 'refused', banner: { id: 'x' } }]);
    expect(run([{ type: 'submit' }, { type: 'acceptedAgain' }], refused)).toEqual({ step: 'editing', attempt: 1 });
    expect(run([{ type: 'submit' }, { type: 'acceptedAgain' }, { type: 'submit' }], refused)).toEqual({ step: 'submitting', attempt: 1 });
  });
});
