// The profile's next steps (SPEC 2 profile): a short list above the links, each step a sentence and the link that does
// it, as src/routes/profileNextSteps.ts chooses them. Nothing shows when there is nothing to suggest.
import type { Texts } from '../../content/textKeys';
import { routePath, type PortalLocation } from '../../routes/location';
import { profileLinkTarget } from '../../routes/profileLinks';
import type { ProfileNextStep } from '../../routes/profileNextSteps';
import { buildFlags } from '../../site/buildFlags';

/** The sentence and the link text of each step. */
const nextStepTextKeys = {
  'add-card': { text: 'profile.nextStep.addCard', link: 'profile.nextStep.addCard.link' },
  'mfa-setup': { text: 'profile.nextStep.mfaSetup', link: 'profile.nextStep.mfaSetup.link' },
} as const satisfies Record<ProfileNextStep, { text: keyof Texts; link: keyof Texts }>;

export const profileNextStepsTextKeys = ['profile.nextSteps', ...Object.values(nextStepTextKeys).flatMap(({ text, link }) => [text, link])] as const;

type ProfileNextStepsTexts = Pick<
  Texts,
  'profile.nextSteps' | (typeof nextStepTextKeys)[ProfileNextStep]['text'] | (typeof nextStepTextKeys)[ProfileNextStep]['link']
>;

export function ProfileNextSteps({ location, steps, texts }: { location: PortalLocation; steps: readonly ProfileNextStep[]; texts: ProfileNextStepsTexts }) {
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="profile-next-steps" className="next-steps">
      <h2 id="profile-next-steps">{texts['profile.nextSteps']}</h2>
      <ul>
        {steps.map((step) => {
          const { route, query } = profileLinkTarget(step);
          return (
            <li key={step}>
              {texts[nextStepTextKeys[step].text]} <a href={`${routePath(location, route, buildFlags)}${query}`}>{texts[nextStepTextKeys[step].link]}</a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
