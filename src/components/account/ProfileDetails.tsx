// A user's SPEC 3 profile as a description list: name with title, e-mail, date of birth in the page's locale, account
// status, two-step verification, sign-in method and gender when present. Read-only; shared by the profile and the
// concierge's view of a cardholder.
import type { UserProfile } from '../../state/page/routeData';
import type { Texts } from '../../content/textKeys';
import { formatCalendarDay } from '../../rules/calendarDay';
import type { Locale } from '../../site/locales';
import { titleTextKeys } from './titleTextKeys';

export const profileDetailsTextKeys = [
  'profile.name',
  'profile.email',
  'profile.dob',
  'profile.accountStatus',
  'profile.mfaStatus',
  'profile.authMechanism',
  'profile.gender',
  'profile.status.ACTIVE',
  'profile.status.INACTIVE',
  'profile.mfa.ENROLLED',
  'profile.mfa.NOT_ENROLLED',
  'profile.auth.USER_NAME_PASSWORD',
  'profile.auth.SSO',
  'profile.auth.DUAL_AUTH',
  ...titleTextKeys,
] as const;
export type ProfileDetailsTexts = Pick<Texts, (typeof profileDetailsTextKeys)[number]>;

/** The page's word for a value the gateway names by id (ACTIVE, SSO, Ms), else the value as it came. */
function wordFor(texts: Readonly<Record<string, string>>, prefix: string, value: string): string {
  return texts[`${prefix}${value}`] ?? value;
}

export function ProfileDetails({ profile, locale, texts }: { profile: UserProfile; locale: Locale; texts: ProfileDetailsTexts }) {
  const title = profile.title ? wordFor(texts, 'user.title.', profile.title) : undefined;
  const name = [title, profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const dob = formatCalendarDay(profile.dob, locale);
  const rows: [string, string | undefined][] = [
    [texts['profile.name'], name || undefined],
    [texts['profile.email'], profile.email],
    [texts['profile.dob'], dob],
    [texts['profile.accountStatus'], wordFor(texts, 'profile.status.', profile.userAccountStatus)],
    [texts['profile.mfaStatus'], profile.mfaEnrollmentStatus ? wordFor(texts, 'profile.mfa.', profile.mfaEnrollmentStatus) : undefined],
    [texts['profile.authMechanism'], profile.authMechanism ? wordFor(texts, 'profile.auth.', profile.authMechanism) : undefined],
    [texts['profile.gender'], profile.gender ?? undefined],
  ];
  return (
    <dl className="profile">
      {rows
        .filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '')
        .map(([label, value]) => (
          <div key={label} className="profile-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
