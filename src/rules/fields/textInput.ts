// Text input limits (SPEC 9).

/** Default maxLength of a text input (SPEC 9). */
export const textInputMaxLength = 100;
