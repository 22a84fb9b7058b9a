// The form of a plural text for a number, by the plural rules of the language it is written in (CLDR through
// Intl.PluralRules, built into every browser): "1 minute", "5 minutes"; Arabic, Polish, Russian and Czech their own.
import { interpolate } from './interpolate';
import type { TextValue } from './textKeys';

const rulesByLanguage = new Map<string, Intl.PluralRules>();

function rulesFor(language: string): Intl.PluralRules {
  let rules = rulesByLanguage.get(language);
  if (rules === undefined) {
    rules = new Intl.PluralRules(language);
    rulesByLanguage.set(language, rules);
  }
  return rules;
}

/** The words of a text for `count`: a plain text as it is, a plural text's form for the count's category, else `other`. */
export function textForCount(text: TextValue, count: number): string {
  if (typeof text === 'string') return text;
  return text.forms[rulesFor(text.language).select(count)] ?? text.forms.other;
}

/** A text that says a number, its placeholders filled: `countedText(texts['login.userLocked'], 5, { minutes: 5 })`. */
export function countedText(text: TextValue, count: number, values: Readonly<Record<string, string | number>>): string {
  return interpolate(textForCount(text, count), values);
}
