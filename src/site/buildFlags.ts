// Build-time settings this build was made with: feature flags and the tag-script base (parsed in astro.config.mjs).
import type { Flags } from './flags';

declare const __PORTAL_FLAGS__: Flags;
declare const __PORTAL_TAG_SCRIPT_BASE__: string;
declare const __PORTAL_REMEMBER_ME__: boolean;

export const buildFlags: Flags = __PORTAL_FLAGS__;

/** buildFlags.rememberMe as a literal of the build: a build without it carries none of the remember-me code. */
export const rememberMeBuilt: boolean = __PORTAL_REMEMBER_ME__;

/** Base URL of the regions' tag scripts, or '' when this build loads none (TAG_SCRIPT_BASE). */
export const tagScriptBase: string = __PORTAL_TAG_SCRIPT_BASE__;
