import { describe, expect, it } from 'vitest';
import type { OptInItem } from './marketingOptIns';
import { toggleOptIn, withAllOfTheAbove } from './optInToggle';

/** A list written as flags: 'email+ sms- all-' is email on, sms off, 'All of the above' off. */
function list(flags: string): OptInItem[] {
  return flags
    .split(' ')
    .filter(Boolean)
    .map((flag) => {
      const key = flag.slice(0, -1);
      return { key: key === 'all' ? 'all' : `${key}Optin`, value: key, subscribe: flag.endsWith('+') };
    });
}

describe('the \'All of the above\' toggle (SPEC 4 "Opt-in toggle")', () => {
  it.each([
    ['selecting all when off turns every item on', 'email- sms+ online- all-', 'all', 'email+ sms+ online+ all+'],
    ['selecting all when on turns every item off', 'email+ sms+ online+ all+', 'all', 'email- sms- online- all-'],
    ['selecting the last item that was off turns all on', 'email+ sms+ online- all-', 'onlineOptin', 'email+ sms+ online+ all+'],
    ['selecting an item off turns all off', 'email+ sms+ online+ all+', 'smsOptin', 'email+ sms- online+ all-'],
    ['selecting an item on while others are off leaves all off', 'email- sms- online- all-', 'emailOptin', 'email+ sms- online- all-'],
    ['selecting an item flips only that item', 'email+ sms- online+ all-', 'emailOptin', 'email- sms- online+ all-'],
    ['a list without the pseudo-item flips the item alone', 'email- sms+', 'emailOptin', 'email+ sms+'],
    ['an unknown key changes nothing', 'email+ sms- all-', 'faxOptin', 'email+ sms- all-'],
  ])('%s', (_name, before, key, after) => {
    expect(toggleOptIn(list(before), key)).toEqual(list(after));
  });

  it('does not change the list it was given', () => {
    const before = list('email- sms- all-');
    toggleOptIn(before, 'all');
    expect(before).toEqual(list('email- sms- all-'));
  });
});

describe("adding the 'All of the above' pseudo-item", () => {
  it.each([
    ['on when every item is on', 'email+ sms+', 'email+ sms+ all+'],
    ['off when any item is off', 'email+ sms-', 'email+ sms- all-'],
    ['not for a single item', 'email+', 'email+'],
    ['not for an empty list', '', ''],
    ['once, replacing one already there', 'email+ all- sms+', 'email+ sms+ all+'],
  ])('%s', (_name, items, expected) => {
    expect(withAllOfTheAbove(list(items), 'all')).toEqual(list(expected));
  });

  it('carries the label it is given', () => {
    expect(withAllOfTheAbove(list('email+ sms+'), 'All of the above').at(-1)).toEqual({ key: 'all', value: 'All of the above', subscribe: true });
  });
});
