// Digits as a cardholder's keyboard types them (issue 12): Arabic-Indic (Arabic), Extended Arabic-Indic (Urdu, Persian),
// Devanagari (Hindi, Nepali), Bengali, Sinhala, Thai, Lao, Myanmar, Khmer, Mongolian and full-width (Japanese, Chinese,
// Korean IMEs) become the ASCII digits the rules, the gateway and SPEC 7 work with.

/** The code point of each script's zero; its digits one to nine follow it (Unicode keeps decimal digits contiguous). */
const zeros = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0de6, 0x0e50, 0x0ed0, 0x1040, 0x17e0, 0x1810, 0xff10] as const;

/** `text` with every decimal digit of the scripts above written as an ASCII digit; everything else untouched. */
export function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const codePoint = digit.codePointAt(0) ?? 0;
    const zero = zeros.find((candidate) => codePoint >= candidate && codePoint <= candidate + 9);
    return zero === undefined ? digit : String(codePoint - zero);
  });
}
