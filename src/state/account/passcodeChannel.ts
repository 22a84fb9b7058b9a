// Where passcodes go first (issue 17, part 3): the cardholder's choice on the security page, kept as the attribute
// passcode_channel of the user on the site (SPEC 7 v2/user), and pre-selected on every passcode preference screen.
import type { KyInstance } from 'ky';
import { saveUserSite } from '../../api/attributeService';
import type { PasscodeChannel } from '../../api/contracts/auth';
import { passcodeChannelAttribute } from '../../api/contracts/passcode';
import { callFailureOf } from '../page/callFailure';
import { sessionApi } from '../page/session';

export async function savePasscodeChannel(siteId: string, channel: PasscodeChannel, api: KyInstance = sessionApi()): Promise<'saved' | 'failed' | 'alerted'> {
  try {
    await saveUserSite(api, siteId, [{ key: passcodeChannelAttribute, value: channel }]);
    return 'saved';
  } catch (error) {
    return callFailureOf(error).kind === 'alerted' ? 'alerted' : 'failed';
  }
}
