-- Offer categories (SPEC 7 offers/api/categories, offersdata/customized-categories.json; SPEC 3 offers_preference).
-- Site 'DEFAULT' holds the generic list; a site's own rows are its customized list, used instead of the generic one.
CREATE TABLE offer_categories (
  site_id TEXT NOT NULL,
  category_id TEXT NOT NULL CHECK (length(category_id) BETWEEN 1 AND 64 AND category_id NOT GLOB '*[^a-z0-9-]*'),
  position INTEGER NOT NULL,
  -- Names by locale or language, e.g. {"en": "Dining", "pt": "Restaurantes", "pt_br": "Gastronomia"}.
  names TEXT NOT NULL CHECK (json_valid(names) AND json_type(names) = 'object'),
  PRIMARY KEY (site_id, category_id)
) STRICT;
