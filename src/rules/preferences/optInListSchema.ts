// The saved opt-in list's schema (SPEC 3 "Marketing opt-ins"), for the gateway. Apart from marketingOptIns.ts, whose
// `parseSavedOptIns` checks the same rules by hand for the screens (no schema library in a page's first load).
import * as z from 'zod/mini';
import { maxOptInItems, type OptInItem } from './marketingOptIns';

const optInItemSchema = z.object({
  key: z.string().check(z.minLength(1), z.maxLength(100)),
  value: z.string().check(z.maxLength(500)),
  subscribe: z.boolean(),
});

export const optInListSchema: z.ZodMiniType<OptInItem[]> = z.array(optInItemSchema).check(z.maxLength(maxOptInItems));
