// Shown on a passcode step without live login data (it timed out, or the page was opened directly): back to sign-in.
import { FormBanner } from '../../components/FormBanner';

export function SignInTimedOut({ signInPath, message, linkText }: { signInPath: string; message: string; linkText: string }) {
  return (
    <>
      <FormBanner tone="info">{message}</FormBanner>
      <p>
        <a className="button" href={signInPath}>
          {linkText}
        </a>
      </p>
    </>
  );
}
