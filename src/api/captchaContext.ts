// The captcha token of a protected call (SPEC 7 X-HCAPTCHA-TOKEN): first password step, registration, activation
// e-mail and recovery passcode. The createApi hook turns the request context into the header.

/** The widget's token; '' after a captcha error (SPEC 8), undefined on sites without a captcha. */
export interface CaptchaOptions {
  captchaToken?: string | undefined;
}

/** Request options that carry the token when one is given. */
export function captchaContext(captchaToken: string | undefined): { context?: { captchaToken: string } } {
  return captchaToken === undefined ? {} : { context: { captchaToken } };
}
