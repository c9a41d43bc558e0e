-- Registration, login methods, verification codes, captchas, human checks and the sandbox outbox.

ALTER TABLE members
  ADD COLUMN role                 text NOT NULL DEFAULT 'player' CHECK (role IN ('player', 'agent')),
  ADD COLUMN mobile_num           text,
  ADD COLUMN country_dialing_code text,
  ADD COLUMN email                text,
  ADD COLUMN birthday             date,
  ADD COLUMN affiliate_code       text,
  ADD COLUMN register_method      text,
  ADD COLUMN password_changed_at  timestamptz;

-- One account per mobile number and merchant.
CREATE UNIQUE INDEX members_mobile_unique
  ON members (merchant_code, country_dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;

CREATE TABLE affiliates (
  merchant_code  text NOT NULL REFERENCES merchants(code),
  code           text NOT NULL,
  name           text NOT NULL,
  active         boolean NOT NULL DEFAULT true,
  PRIMARY KEY (merchant_code, code)
);

-- One-time codes sent by SMS or email; only a keyed hash of the code is kept.
CREATE TABLE verification_codes (
  id           bigserial PRIMARY KEY,
  purpose      text NOT NULL CHECK (purpose IN ('register', 'login', 'reset', 'email_reset')),
  destination  text NOT NULL,
  code_hash    text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  resend_at    timestamptz NOT NULL,
  attempts     integer NOT NULL DEFAULT 0,
  consumed_at  timestamptz
);
CREATE INDEX verification_codes_lookup ON verification_codes (purpose, destination, id DESC);

CREATE TABLE captchas (
  id           text PRIMARY KEY,
  answer_hash  text NOT NULL,
  expires_at   timestamptz NOT NULL,
  consumed_at  timestamptz
);

-- Spent human-check solutions, so one proof of work is never accepted twice.
CREATE TABLE human_checks_used (
  signature   text PRIMARY KEY,
  expires_at  timestamptz NOT NULL
);

-- What the sandbox SMS, email and captcha providers "sent" (sandbox mode only).
CREATE TABLE outbox (
  id           bigserial PRIMARY KEY,
  channel      text NOT NULL CHECK (channel IN ('sms', 'email', 'captcha')),
  destination  text NOT NULL,
  subject      text NOT NULL,
  body         text NOT NULL,
  code         text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
