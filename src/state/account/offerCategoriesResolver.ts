// Resolver of the offer categories in the route table (SPEC 2 "Access and data"): the site's customized categories, else
// the generic ones (SPEC 7); SPEC 8: an offers failure is an empty list. Its own module, so only screens that read
// categories carry the call.
import { categoriesForSite } from '../../api/offerService';
import type { Resolver } from '../page/routeData';

export const offerCategoriesResolver: Resolver<'offerCategories'> = { load: (api, { locale }) => categoriesForSite(api, locale), failed: [] };
