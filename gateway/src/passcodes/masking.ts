// Masked e-mail addresses and phone numbers, for screens that say where a passcode went (SPEC 3 preference details).

const dot = '•';

/** `d•••@example.com`: the first character of the local part, three dots, the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return `${dot.repeat(3)}`;
  return `${email.slice(0, 1)}${dot.repeat(3)}${email.slice(at)}`;
}

/** Every digit but the last four becomes a dot; other characters go. Too short a number shows dots only. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 4) return dot.repeat(4);
  return `${dot.repeat(digits.length - 4)}${digits.slice(-4)}`;
}
