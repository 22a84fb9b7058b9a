// The feature flags this build was made with (parsed from the environment in astro.config.mjs).
import type { Flags } from './flags';

declare const __PORTAL_FLAGS__: Flags;

export const buildFlags: Flags = __PORTAL_FLAGS__;
