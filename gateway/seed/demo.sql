-- Demo data for local runs and previews: the site that http://localhost:8787/en_us derives ("localhost").
INSERT OR REPLACE INTO sites (site_id, name, theme, feature_configurations) VALUES (
  'localhost',
  'demo-rewards',
  'classic',
  json('[
    {"name": "pan_capture", "featureConfig": {"check_card_active_status": true, "capture_cvv": false, "updatable": true, "limit": 3}},
    {"name": "user_site_profile", "featureConfig": {"first_name": "0", "last_name": "0", "email": "0", "password": "0", "confirm_password": "0", "dob": "1", "phone": "1", "title": "2", "nationalId": "2", "address": "3", "pan": "0", "marketing_opt_ins": "1"}},
    {"name": "user_enrollment", "featureConfig": {"bin_length": "9", "date_format": "MM-DD-YYYY", "dob_min_age": "18", "privacy_policy_display": "A", "send_sms": "false", "national_id_type": "ssn", "postal_code_mask": "00000", "postal_code_regexp": "^[0-9]{5}$"}},
    {"name": "marketing_optins", "featureConfig": {"email": true, "transactional": true, "sms": false, "online": true, "cashback": true}},
    {"name": "vba", "featureConfig": {"compromised_password_check": true}},
    {"name": "site_auth_profile", "featureConfig": {"auth_mechanism": "USER_NAME_PASSWORD"}},
    {"name": "cms", "featureConfig": {"tenant": "main"}}
  ]')
);

-- An issuer path on the same host: http://localhost:8787/demo-bank/en_us/... derives "localhost_demo-bank".
INSERT OR REPLACE INTO sites (site_id, name, theme, feature_configurations) VALUES (
  'localhost_demo-bank',
  'demo-bank',
  'classic',
  json('[
    {"name": "pan_capture", "featureConfig": {"updatable": false, "limit": 1}},
    {"name": "user_enrollment", "featureConfig": {"bin_length": "8", "date_format": "DD-MM-YYYY", "dob_min_age": "16", "privacy_policy_display": "B", "send_sms": "true"}},
    {"name": "site_auth_profile", "featureConfig": {"auth_mechanism": "DUAL_AUTH", "issuer_url": "/demo-bank/en_us/account/sso-simulator/"}},
    {"name": "cms", "featureConfig": {"tenant": "demo-bank"}}
  ]')
);
