// Attribute requirement levels of site config (SPEC 3 "Attribute requirement levels") and the required rule (SPEC 5).
import { fieldError, type FieldResult } from './fieldErrors';

/**
 * The letters are a second vocabulary seen on single settings such as privacy_policy_display. Our reading:
 * A = shown and required, B = shown and optional, C = not shown. SPEC 5 makes privacy_policy_display 'A' a
 * mandatory checkbox, which fixes A; B and C follow the order of the words.
 */
const requirementLevels = ['Mandatory', 'Optional', 'None', 'ProfileOptional', 'A', 'B', 'C'] as const;
export type RequirementLevel = (typeof requirementLevels)[number];

/** Numeric codes by position (SPEC 3): 0 Mandatory, 1 Optional, 2 None, 3 ProfileOptional, 4 None, 5 Mandatory. */
const levelByCode = ['Mandatory', 'Optional', 'None', 'ProfileOptional', 'None', 'Mandatory'] as const satisfies readonly RequirementLevel[];

const levelByName: ReadonlyMap<string, RequirementLevel> = new Map(requirementLevels.map((level) => [level.toLowerCase(), level]));

/**
 * Reads a level from config: a word in any case, a letter, or a numeric code as number or string.
 * Anything else, including an absent value, is None: an attribute the site does not describe is not collected.
 */
export function requirementOf(value: unknown): RequirementLevel {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (/^\d$/.test(text)) return levelByCode[Number(text)] ?? 'None';
  return levelByName.get(text.toLowerCase()) ?? 'None';
}

/** None and ProfileOptional (and C) are skipped on registration (SPEC 5). */
export function isShownOnRegistration(level: RequirementLevel): boolean {
  return level === 'Mandatory' || level === 'Optional' || level === 'A' || level === 'B';
}

export function isRequired(level: RequirementLevel): boolean {
  return level === 'Mandatory' || level === 'A';
}

/** The required rule: a blank value of a required attribute. Format rules let blanks pass and leave them to this. */
export function requiredError(level: RequirementLevel, value: string): FieldResult {
  return isRequired(level) && value.trim() === '' ? fieldError('required') : undefined;
}
