-- Demo cardholders, cards and content for local runs and previews. The demo's sites are files in gateway/seed/sites,
-- published before this file with the code of `npm run site` (gateway/seed/siteFiles.ts); its themes are in
-- gateway/seed/themes.

-- Demo accounts on the site 'localhost' for local runs and previews. Their password is the documented demo
-- password `Demo-Passw0rd!` (never a production credential; the seed is applied only to local databases).
-- Hashes made with: node gateway/scripts/hashPassword.mjs 'Demo-Passw0rd!'
INSERT OR REPLACE INTO users (
  id, site_id, email, password_hash, password_salt, password_iterations, first_name, last_name, title, dob,
  user_account_status, role, mfa_enrollment_status, auth_mechanism, passes_background_check
) VALUES (
  '00000000-0000-4000-8000-00000000c001', 'localhost', 'demo@example.com',
  'l5U2FUOM_oj_tdCJqJUe7OJFQYbZiU3MBKn71Gdr-34', 'LmvS2dgK_u50RU2yB0QZ5g', 100000,
  'Dana', 'Demo', 'Ms', '1990-04-12',
  'ACTIVE', 'CARDHOLDER', 'NOT_ENROLLED', 'USER_NAME_PASSWORD', 1
);

INSERT OR REPLACE INTO users (
  id, site_id, email, password_hash, password_salt, password_iterations, first_name, last_name, title, dob,
  user_account_status, role, mfa_enrollment_status, auth_mechanism, passes_background_check
) VALUES (
  '00000000-0000-4000-8000-00000000c002', 'localhost', 'concierge@example.com',
  'KPhSTV3pDhxbCRPP1HSZAZ1RG0KP_sIwoWYqJoBqtrY', 'CnbUUtOXQfbyjQFK6k9JWw', 100000,
  'Casey', 'Concierge', NULL, NULL,
  'ACTIVE', 'CONCIERGE', 'NOT_ENROLLED', 'USER_NAME_PASSWORD', 1
);

-- Pre-auth clients: each site's public browser client is its site id with no secret and needs no row here
-- (gateway/src/signIn/clients.ts). Confidential clients get a row in `clients` with the SHA-256 of their secret,
-- added by the operator; no client secret lives in this repository.

-- CMS content (SPEC 7): overrides of built-in text keys (src/content/textKeys.ts). 'DEFAULT' is the generic
-- content served without a site id; a tenant row is that CMS tenant's version 3 extra content.
INSERT OR REPLACE INTO content (site_id, locale, key, value, tenant) VALUES
  ('DEFAULT', 'en_us', 'seo.brandPrefix', 'Rewards', NULL),
  ('localhost', 'en_us', 'seo.brandPrefix', 'Demo Rewards', NULL),
  ('localhost', 'en_us', 'title.profile', 'My profile', NULL),
  ('localhost', 'pt_br', 'title.profile', 'Meu perfil', NULL),
  ('localhost_demo-bank', 'en_us', 'seo.brandPrefix', 'Harbour Bank', NULL),
  ('localhost_demo-bank', 'en_us', 'title.editPan', 'My Harbour Bank cards', 'demo-bank');

-- Open positions of the careers screen (cms.careers, SPEC 9) on 'localhost': CMS texts under careers.jobs.<id>. Other
-- locales publish none and show the built-in "no open positions" text.
INSERT OR REPLACE INTO content (site_id, locale, key, value, tenant) VALUES
  ('localhost', 'en_us', 'careers.jobs.data-analyst.title', 'Rewards Data Analyst', NULL),
  ('localhost', 'en_us', 'careers.jobs.data-analyst.location', 'Austin, Texas (hybrid)', NULL),
  ('localhost', 'en_us', 'careers.jobs.data-analyst.createdOn', '2026-09-14', NULL),
  ('localhost', 'en_us', 'careers.jobs.data-analyst.url', 'https://careers.example.com/jobs/data-analyst', NULL),
  ('localhost', 'en_us', 'careers.jobs.data-analyst.description', 'Turn card spending into rewards cardholders love. You will study how offers perform across our card programmes, build the dashboards our partners read every week, and work with product owners to decide which merchants and categories come next. SQL and one scripting language are a must.', NULL),
  ('localhost', 'en_us', 'careers.jobs.care-lead.title', 'Cardholder Care Team Lead', NULL),
  ('localhost', 'en_us', 'careers.jobs.care-lead.location', 'Remote, United States', NULL),
  ('localhost', 'en_us', 'careers.jobs.care-lead.createdOn', '2026-11-18', NULL),
  ('localhost', 'en_us', 'careers.jobs.care-lead.url', 'https://careers.example.com/jobs/care-lead', NULL),
  ('localhost', 'en_us', 'careers.jobs.care-lead.description', 'Lead a team of twelve who answer cardholders by phone, chat and e-mail.', NULL),
  ('localhost', 'en_us', 'careers.jobs.engineer.title', 'Front-end Engineer, Accessibility', NULL),
  ('localhost', 'en_us', 'careers.jobs.engineer.location', 'London, United Kingdom', NULL),
  ('localhost', 'en_us', 'careers.jobs.engineer.createdOn', '2026-10-30', NULL),
  ('localhost', 'en_us', 'careers.jobs.engineer.description', 'Build the screens millions of cardholders use to enrol cards and read their cashback, in sixty languages, with a screen reader, a keyboard or a phone. You care about semantics, performance budgets and the data analyst who needs a chart that reads well.', NULL),
  ('localhost', 'pt_br', 'careers.jobs.analista.title', 'Analista de Dados de Recompensas', NULL),
  ('localhost', 'pt_br', 'careers.jobs.analista.location', 'São Paulo, SP', NULL),
  ('localhost', 'pt_br', 'careers.jobs.analista.createdOn', '2026-11-02', NULL),
  ('localhost', 'pt_br', 'careers.jobs.analista.description', 'Transforme os gastos com cartão em recompensas que os clientes adoram. Você vai estudar o desempenho das ofertas e construir os painéis que nossos parceiros leem toda semana.', NULL);

-- Demo cards of the demo cardholder on 'localhost' (migration 0010), enrolled long ago so cashback is no longer PENDING.
-- Card numbers are never stored; these rows stand for the documented demo numbers (gateway/src/assets/binRanges.ts):
--   4111 1111 1111 1111  Visa Classic (F), the default card, earns cashback (ELIGIBLE)
--   4130 0000 0000 0013  Visa Electron (L), no card identifier (NOT_ELIGIBLE)
-- The seed cannot know a run's CARD_FINGERPRINT_KEY, so the fingerprints use the public seed key ('seed:' scheme,
-- matched only outside production): node gateway/scripts/seedFingerprint.mjs 4111111111111111
INSERT OR REPLACE INTO user_assets (
  id, user_id, site_id, last_four, product_type, issuer_bid, vop_card_id, card_identifier, fingerprint, is_default, enrolled_at
) VALUES
  ('00000000-0000-4000-8000-0000000a0001', '00000000-0000-4000-8000-00000000c001', 'localhost', '1111', 'F', '10048001',
   '00000000-0000-4000-8000-0000000b0001', '00000000-0000-4000-8000-0000000c0001',
   'seed:Bi0BgiJ5tIlSpYcXqMqTHAyRwoKdgpKTJ5W0jtDQh-A', 1, 1704067200),
  ('00000000-0000-4000-8000-0000000a0002', '00000000-0000-4000-8000-00000000c001', 'localhost', '0013', 'L', '10048004',
   '00000000-0000-4000-8000-0000000b0002', NULL,
   'seed:ypWUlJBgn4MxVqWpUTs8VdCeHlO3BxEMsaPDTGg5GEc', 0, 1704153600);

-- Offer categories (migration 0011): the generic list ('DEFAULT'), names in English, Portuguese and Spanish, and a
-- customized list for the issuer site 'localhost_demo-bank'. 'localhost' has none of its own and gets the generic list.
INSERT OR REPLACE INTO offer_categories (site_id, category_id, position, names) VALUES
  ('DEFAULT', 'dining', 1, json('{"en": "Dining", "pt": "Restaurantes", "es": "Restaurantes"}')),
  ('DEFAULT', 'travel', 2, json('{"en": "Travel", "pt": "Viagens", "es": "Viajes"}')),
  ('DEFAULT', 'shopping', 3, json('{"en": "Shopping", "pt": "Compras", "es": "Compras"}')),
  ('DEFAULT', 'entertainment', 4, json('{"en": "Entertainment", "pt": "Entretenimento", "es": "Entretenimiento"}')),
  ('DEFAULT', 'health-wellness', 5, json('{"en": "Health and wellness", "pt": "Saúde e bem-estar", "es": "Salud y bienestar"}')),
  ('DEFAULT', 'automotive', 6, json('{"en": "Automotive", "pt": "Automotivo", "es": "Automotriz"}')),
  ('DEFAULT', 'groceries', 7, json('{"en": "Groceries", "pt": "Supermercado", "pt_pt": "Mercearia", "es": "Supermercado"}')),
  ('localhost_demo-bank', 'travel', 1, json('{"en": "Demo Bank travel", "pt": "Viagens Demo Bank", "es": "Viajes Demo Bank"}')),
  ('localhost_demo-bank', 'dining', 2, json('{"en": "Dining", "pt": "Restaurantes", "es": "Restaurantes"}')),
  ('localhost_demo-bank', 'shopping', 3, json('{"en": "Shopping", "pt": "Compras", "es": "Compras"}'));

-- ---------------------------------------------------------------------------------------------------------------
-- Sign-up and sign-in demo sites (registration, passcodes, captcha, single sign-on). Passwords are the documented
-- demo password `Demo-Passw0rd!`, hashed with gateway/scripts/hashPassword.mjs, each with its own salt.
-- ---------------------------------------------------------------------------------------------------------------

INSERT OR REPLACE INTO users (
  id, site_id, email, password_hash, password_salt, password_iterations, first_name, last_name, title, dob,
  user_account_status, role, mfa_enrollment_status, auth_mechanism, passes_background_check
) VALUES (
  '00000000-0000-4000-8000-00000000c101', 'localhost_otp-bank', 'otp@example.com',
  'ftj3EAEV4C9H486ZrEomt9r-lQF2SqaRdLwyBqhKhM0', 'SUfJJ5R0T7s89vBGn59oqQ', 100000,
  'Olga', 'Passcode', NULL, '1988-07-21',
  'ACTIVE', 'CARDHOLDER', 'NOT_ENROLLED', 'USER_NAME_PASSWORD', 1
);

INSERT OR REPLACE INTO user_attributes (user_id, site_id, key, value) VALUES
  ('00000000-0000-4000-8000-00000000c101', 'localhost_otp-bank', 'phone', '+1 555 0100');

INSERT OR REPLACE INTO content (site_id, locale, key, value, tenant) VALUES
  ('localhost_cms-bank', 'en_us', 'portal.seo.brandPrefix', 'CMS Bank', NULL),
  ('localhost_cms-bank', 'en_us', 'signin.button', 'Continue to CMS Bank', NULL),
  ('localhost_cms-bank', 'en_us', 'signin.newHere', '<b>New</b> to CMS Bank?', NULL),
  ('localhost_cms-bank', 'en_us', 'portal.login.forgotPassword', 'Forgotten your CMS Bank password?', 'cms-bank'),
  ('localhost_cms-bank', 'en_us', 'portal.careers.jobs.teller.title', 'Branch Advisor', NULL),
  ('localhost_cms-bank', 'en_us', 'portal.careers.jobs.teller.createdOn', '2026-11-01T09:30:00Z', NULL),
  ('localhost_cms-bank', 'en_us', 'portal.careers.jobs.teller.description', 'Help CMS Bank customers choose the card that fits them.', NULL),
  ('localhost_cms-bank', 'de_de', 'portal.seo.brandPrefix', 'CMS Bank', NULL),
  ('localhost_cms-bank', 'de_de', 'portal.login.resendActivation', 'Aktivierungs-E-Mail der CMS Bank erneut senden', NULL),
  ('localhost_cms-bank', 'de_de', 'signin.button', 'Weiter zur CMS Bank', NULL),
  ('localhost_cms-bank', 'de_de', 'portal.login.forgotPassword', 'CMS-Bank-Passwort vergessen?', 'cms-bank');

-- An editor's draft of the cms-bank sign-in button, seen only with ?cms-preview=draft on a local or preview gateway.
INSERT OR REPLACE INTO content (site_id, locale, key, value, tenant, draft) VALUES
  ('localhost_cms-bank', 'en_us', 'signin.button', 'Sign in to CMS Bank (draft)', NULL, 1),
  ('localhost_cms-bank', 'en_us', 'portal.login.forgotPassword', 'Lost your CMS Bank password? (draft)', 'cms-bank', 1);

INSERT OR REPLACE INTO users (
  id, site_id, email, password_hash, password_salt, password_iterations, first_name, last_name, title, dob,
  user_account_status, role, mfa_enrollment_status, auth_mechanism, passes_background_check
) VALUES (
  '00000000-0000-4000-8000-00000000c201', 'localhost_captcha-bank', 'captcha@example.com',
  'nZyuE0Tslstk9Y_tNyQJh9oTCt8YhpXI95FlgRAcnxg', 'hfDV59p-FmelOY9IL-U-dA', 100000,
  'Cato', 'Captcha', NULL, NULL,
  'ACTIVE', 'CARDHOLDER', 'NOT_ENROLLED', 'USER_NAME_PASSWORD', 1
);

INSERT OR REPLACE INTO users (
  id, site_id, email, password_hash, password_salt, password_iterations, first_name, last_name, title, dob,
  user_account_status, role, mfa_enrollment_status, auth_mechanism, passes_background_check
) VALUES (
  '00000000-0000-4000-8000-00000000c401', 'localhost_sso-bank', 'sso@example.com',
  '8MVV-l3Rb8n9o9-upbVzMENZVTR-vnAeE6JVD9s2bE0', 'zSo61JlVA84nf1A8aYgIXA', 100000,
  'Sam', 'Single', NULL, NULL,
  'ACTIVE', 'CARDHOLDER', 'NOT_ENROLLED', 'SSO', 1
);

-- Dedicated cardholders for the end-to-end journeys of the account screens that change an account or need a state the
-- demo cardholder does not have (tests/e2e/account-*.spec.ts), so journeys running side by side never change the demo
-- cardholder under each other. Same documented demo password `Demo-Passw0rd!` (the demo cardholder's hash and salt);
-- never a production credential, local databases only.
--   account-edit@        saves the profile form             account-app@         the mobile app session (bridge)
--   account-prefs@       saves opt-ins and categories       account-delete@      deletes the account
--   account-cashback@    opted in to cashback, the demo cards account-delete-app@ deletes the account in the app
--   account-pending@     opted in, enrols a card in the test  account-keep@      may not delete (allow_delete_profile)
INSERT OR REPLACE INTO users (
  id, site_id, email, password_hash, password_salt, password_iterations, first_name, last_name, title, dob,
  user_account_status, role, mfa_enrollment_status, auth_mechanism, passes_background_check
) VALUES
  ('00000000-0000-4000-8000-0000000e2e01', 'localhost', 'account-edit@example.com',
   'l5U2FUOM_oj_tdCJqJUe7OJFQYbZiU3MBKn71Gdr-34', 'LmvS2dgK_u50RU2yB0QZ5g', 100000,
   'Edda', 'Editor', 'Ms', '1985-07-01', 'ACTIVE', 'CARDHOLDER', 'NOT_ENROLLED', 'USER_NAME_PASSWORD', 1),
  ('00000000-0000-4000-8000-0000000e2e02', 'localhost', 'account-app@example.com',
   'l5U2FUOM_oj_tdCJqJUe7OJFQYbZiU3MBKn71Gdr-34', 'LmvS2dgK_u50RU2yB0QZ5g', 100000,
   'Abe', 'App', NULL, '1979-02-03', 'ACTIVE', 'CARDHOLDER', 'NOT_ENROLLED', 'USER_NAME_PASSWORD', 1),
  ('00000000-0000-4000-8000-0000000e2e03', 'localhost', 'account-prefs@example.com',
   'l5U2FUOM_oj_tdCJqJUe7OJFQYbZiU3MBKn71Gdr-34', 'LmvS2dgK_u50RU2yB0QZ5g', 100000,
   'Pia', 'Prefs', NULL, NULL, 'ACTIVE', 'CARDHOLDER', 'NOT_ENROLLED', 'USER_NAME_PASSWORD', 1),
  ('00000000-0000-4000-8000-0000000e2e04', 'localhost', 'account-delete@example.com',
   'l5U2FUOM_oj_tdCJqJUe7OJFQYbZiU3MBKn71Gdr-34', 'LmvS2dgK_u50RU2yB0QZ5g', 100000,
   'Dee', 'Leet', NULL, NULL, 'ACTIVE', 'CARDHOLDER', 'NOT_ENROLLED', 'USER_NAME_PASSWORD', 1),
  ('00000000-0000-4000-8000-0000000e2e05', 'localhost', 'account-delete-app@example.com',
   'l5U2FUOM_oj_tdCJqJUe7OJFQYbZiU3MBKn71Gdr-34', 'LmvS2dgK_u50RU2yB0QZ5g', 100000,
   'Dora', 'Leet', NULL, NULL, 'ACTIVE', 'CARDHOLDER', 'NOT_ENROLLED', 'USER_NAME_PASSWORD', 1),
  ('00000000-0000-4000-8000-0000000e2e06', 'localhost', 'account-cashback@example.com',
   'l5U2FUOM_oj_tdCJqJUe7OJFQYbZiU3MBKn71Gdr-34', 'LmvS2dgK_u50RU2yB0QZ5g', 100000,
   'Cass', 'Cashback', NULL, NULL, 'ACTIVE', 'CARDHOLDER', 'NOT_ENROLLED', 'USER_NAME_PASSWORD', 1),
  ('00000000-0000-4000-8000-0000000e2e07', 'localhost', 'account-pending@example.com',
   'l5U2FUOM_oj_tdCJqJUe7OJFQYbZiU3MBKn71Gdr-34', 'LmvS2dgK_u50RU2yB0QZ5g', 100000,
   'Penny', 'Pending', NULL, NULL, 'ACTIVE', 'CARDHOLDER', 'NOT_ENROLLED', 'USER_NAME_PASSWORD', 1),
  ('00000000-0000-4000-8000-0000000e2e08', 'localhost', 'account-keep@example.com',
   'l5U2FUOM_oj_tdCJqJUe7OJFQYbZiU3MBKn71Gdr-34', 'LmvS2dgK_u50RU2yB0QZ5g', 100000,
   'Kim', 'Keep', NULL, NULL, 'ACTIVE', 'CARDHOLDER', 'NOT_ENROLLED', 'USER_NAME_PASSWORD', 1);

-- Cardholders from before the portal refused common and breached passwords: their password `Password1!` is on the
-- list, which only the sign-in check can still find (SPEC 2 compromised-credentials). New passwords cannot be such.
--   legacy-notice@       signs in and continues past the notice   legacy-change@   changes the password from the notice
--   legacy-unchecked@    signs in where the site does not check
INSERT OR REPLACE INTO users (
  id, site_id, email, password_hash, password_salt, password_iterations, first_name, last_name, title, dob,
  user_account_status, role, mfa_enrollment_status, auth_mechanism, passes_background_check
) VALUES
  ('00000000-0000-4000-8000-0000000e2e21', 'localhost', 'legacy-notice@example.com',
   '5YHdmjewJU2gu1IylHStWbAl0jyNaDjwT1UFOZlpER0', 'HQOnncDkFF2ypg1YYSpPtw', 100000,
   'Lee', 'Legacy', NULL, NULL, 'ACTIVE', 'CARDHOLDER', 'NOT_ENROLLED', 'USER_NAME_PASSWORD', 1),
  ('00000000-0000-4000-8000-0000000e2e22', 'localhost', 'legacy-change@example.com',
   '5YHdmjewJU2gu1IylHStWbAl0jyNaDjwT1UFOZlpER0', 'HQOnncDkFF2ypg1YYSpPtw', 100000,
   'Lou', 'Legacy', NULL, NULL, 'ACTIVE', 'CARDHOLDER', 'NOT_ENROLLED', 'USER_NAME_PASSWORD', 1),
  ('00000000-0000-4000-8000-0000000e2e23', 'localhost', 'legacy-unchecked@example.com',
   '5YHdmjewJU2gu1IylHStWbAl0jyNaDjwT1UFOZlpER0', 'HQOnncDkFF2ypg1YYSpPtw', 100000,
   'Liv', 'Legacy', NULL, NULL, 'ACTIVE', 'CARDHOLDER', 'NOT_ENROLLED', 'USER_NAME_PASSWORD', 1);

INSERT OR REPLACE INTO user_attributes (user_id, site_id, key, value) VALUES
  ('00000000-0000-4000-8000-0000000e2e06', 'localhost', 'marketing_opt_ins',
   '[{"key":"cashbackOptin","value":"Cashback on eligible purchases","subscribe":true}]'),
  ('00000000-0000-4000-8000-0000000e2e07', 'localhost', 'marketing_opt_ins',
   '[{"key":"cashbackOptin","value":"Cashback on eligible purchases","subscribe":true}]'),
  ('00000000-0000-4000-8000-0000000e2e08', 'localhost', 'allow_delete_profile', 'false');

-- account-cashback@ holds the demo cardholder's two demo cards (same numbers, so the same seed fingerprints), enrolled
-- long ago: 4111 ... 1111 Visa Classic, default, ELIGIBLE; 4130 0000 0000 0013 Visa Electron, NOT_ELIGIBLE.
INSERT OR REPLACE INTO user_assets (
  id, user_id, site_id, last_four, product_type, issuer_bid, vop_card_id, card_identifier, fingerprint, is_default, enrolled_at
) VALUES
  ('00000000-0000-4000-8000-0000000e2ea1', '00000000-0000-4000-8000-0000000e2e06', 'localhost', '1111', 'F', '10048001',
   '00000000-0000-4000-8000-0000000e2eb1', '00000000-0000-4000-8000-0000000e2ec1',
   'seed:Bi0BgiJ5tIlSpYcXqMqTHAyRwoKdgpKTJ5W0jtDQh-A', 1, 1704067200),
  ('00000000-0000-4000-8000-0000000e2ea2', '00000000-0000-4000-8000-0000000e2e06', 'localhost', '0013', 'L', '10048004',
   '00000000-0000-4000-8000-0000000e2eb2', NULL,
   'seed:ypWUlJBgn4MxVqWpUTs8VdCeHlO3BxEMsaPDTGg5GEc', 0, 1704153600);

INSERT OR REPLACE INTO users (
  id, site_id, email, password_hash, password_salt, password_iterations, first_name, last_name, title, dob,
  user_account_status, role, mfa_enrollment_status, auth_mechanism, passes_background_check
) VALUES
  ('00000000-0000-4000-8000-0000000e2e31', 'localhost_demo-bank', 'harbour@example.com',
   'l5U2FUOM_oj_tdCJqJUe7OJFQYbZiU3MBKn71Gdr-34', 'LmvS2dgK_u50RU2yB0QZ5g', 100000,
   'Hana', 'Harbour', NULL, '1988-09-03', 'ACTIVE', 'CARDHOLDER', 'NOT_ENROLLED', 'USER_NAME_PASSWORD', 1),
  ('00000000-0000-4000-8000-0000000e2e32', 'localhost_onyx-bank', 'onyx@example.com',
   'l5U2FUOM_oj_tdCJqJUe7OJFQYbZiU3MBKn71Gdr-34', 'LmvS2dgK_u50RU2yB0QZ5g', 100000,
   'Olu', 'Onyx', NULL, '1979-02-17', 'ACTIVE', 'CARDHOLDER', 'NOT_ENROLLED', 'USER_NAME_PASSWORD', 1),
  ('00000000-0000-4000-8000-0000000e2e33', 'localhost_access-bank', 'access@example.com',
   'l5U2FUOM_oj_tdCJqJUe7OJFQYbZiU3MBKn71Gdr-34', 'LmvS2dgK_u50RU2yB0QZ5g', 100000,
   'Ari', 'Access', NULL, '1995-11-30', 'ACTIVE', 'CARDHOLDER', 'NOT_ENROLLED', 'USER_NAME_PASSWORD', 1);

-- Consent history (issue 17, part 4). The site 'localhost' has its privacy policy at version '2026-11' and its opt-in
-- wording at '2026-06' (gateway/seed/sites/demo-rewards.json). Its cardholders accepted the policy in force; the
-- cardholders opted in to cashback did so under the wording in force. policy-renew@ accepted the policy of March
-- ('2026-03') and is asked to accept the new one at sign-in (tests/e2e/consents.spec.ts).
INSERT OR REPLACE INTO users (
  id, site_id, email, password_hash, password_salt, password_iterations, first_name, last_name, title, dob,
  user_account_status, role, mfa_enrollment_status, auth_mechanism, passes_background_check
) VALUES
  ('00000000-0000-4000-8000-0000000e2e41', 'localhost', 'policy-renew@example.com',
   'l5U2FUOM_oj_tdCJqJUe7OJFQYbZiU3MBKn71Gdr-34', 'LmvS2dgK_u50RU2yB0QZ5g', 100000,
   'Remy', 'Renew', NULL, NULL, 'ACTIVE', 'CARDHOLDER', 'NOT_ENROLLED', 'USER_NAME_PASSWORD', 1);

INSERT OR REPLACE INTO user_attributes (user_id, site_id, key, value) VALUES
  ('00000000-0000-4000-8000-0000000e2e41', 'localhost', 'pp', 'true');

INSERT INTO consent_records (user_id, site_id, subject, granted, version, channel, recorded_at)
SELECT '00000000-0000-4000-8000-0000000e2e41', 'localhost', 'pp', 1, '2026-03', 'web', 1772448000
WHERE NOT EXISTS (SELECT 1 FROM consent_records WHERE user_id = '00000000-0000-4000-8000-0000000e2e41');

INSERT INTO consent_records (user_id, site_id, subject, granted, version, channel, recorded_at)
SELECT id, site_id, 'pp', 1, '2026-11', 'web', 1793610900 FROM users
WHERE site_id = 'localhost' AND role = 'CARDHOLDER'
  AND NOT EXISTS (SELECT 1 FROM consent_records WHERE consent_records.user_id = users.id);

INSERT INTO consent_records (user_id, site_id, subject, granted, version, channel, recorded_at)
SELECT user_id, site_id, 'cashback', 1, '2026-06', 'app', 1781460300 FROM user_attributes
WHERE site_id = 'localhost' AND key = 'marketing_opt_ins' AND value LIKE '%"cashbackOptin"%"subscribe":true%'
  AND NOT EXISTS (SELECT 1 FROM consent_records WHERE consent_records.user_id = user_attributes.user_id AND subject = 'cashback');
