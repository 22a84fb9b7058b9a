// The profile's "Your consents" (issue 17, part 4): the cardholder downloads the record of each acceptance of the
// privacy policy and each change of a marketing choice as a JSON file. Its code loads on the press.
import { useState } from 'react';
import type { Texts } from '../../content/textKeys';

export const consentDownloadTextKeys = [
  'profile.consents.heading',
  'profile.consents.intro',
  'profile.consents.download',
  'profile.consents.unavailable',
] as const;
type ConsentDownloadTexts = Pick<Texts, (typeof consentDownloadTextKeys)[number]>;

export function ConsentDownload({ siteId, texts }: { siteId: string; texts: ConsentDownloadTexts }) {
  const [state, setState] = useState<'idle' | 'busy' | 'unavailable'>('idle');
  const download = async () => {
    setState('busy');
    const { downloadConsentHistory } = await import('../../state/account/consents');
    setState((await downloadConsentHistory(siteId)) === 'unavailable' ? 'unavailable' : 'idle');
  };
  return (
    <section aria-labelledby="profile-consents" className="profile-consents">
      <h2 id="profile-consents">{texts['profile.consents.heading']}</h2>
      <p>{texts['profile.consents.intro']}</p>
      <p>
        <button
          type="button"
          className="button"
          data-variant="secondary"
          aria-disabled={state === 'busy' || undefined}
          onClick={() => {
            if (state !== 'busy') void download();
          }}
        >
          {texts['profile.consents.download']}
        </button>
      </p>
      {state === 'unavailable' && <p role="status">{texts['profile.consents.unavailable']}</p>}
    </section>
  );
}
