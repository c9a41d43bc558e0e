-- The back-office's staff (issue 15): accounts of their own, never player accounts. Passwords
-- are argon2id hashes; the TOTP secret is stored encrypted (AES-256-GCM, key derived from
-- TOKEN_PEPPER); session, enrolment and device tokens only as keyed hashes, as players' are.

CREATE TABLE staff_accounts (
  id                      bigserial PRIMARY KEY,
  username                text NOT NULL UNIQUE CHECK (username ~ '^[a-z][a-z0-9._-]{2,31}$'),
  password_hash           text NOT NULL,
  -- The authenticator's secret, encrypted; set at the first sign-in, confirmed by the first code.
  totp_secret             text,
  totp_enrolled           boolean NOT NULL DEFAULT false,
  -- The last 30-second step a code was accepted for: a code is good once.
  totp_last_step          bigint,
  -- Signed in with a one-time password an admin was shown: a new one comes with enrolment.
  must_change_password    boolean NOT NULL DEFAULT true,
  disabled                boolean NOT NULL DEFAULT false,
  created_by              bigint REFERENCES staff_accounts(id),
  created_at              timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at         timestamptz,
  -- The pending enrolment: who may finish it, from which device, until when.
  enrolment_token_hash    text UNIQUE,
  enrolment_device_hash   text,
  enrolment_expires_at    timestamptz,
  CHECK (NOT totp_enrolled OR totp_secret IS NOT NULL)
);

CREATE TABLE staff_roles (
  staff_id  bigint NOT NULL REFERENCES staff_accounts(id),
  role      text NOT NULL CHECK (role IN ('cashier', 'kycReviewer', 'supportAgent', 'contentEditor', 'riskCompliance', 'admin')),
  PRIMARY KEY (staff_id, role)
);
-- "Is there another admin?"
CREATE INDEX staff_roles_role_idx ON staff_roles (role, staff_id);

CREATE TABLE staff_sessions (
  id            bigserial PRIMARY KEY,
  token_hash    text NOT NULL UNIQUE,
  staff_id      bigint NOT NULL REFERENCES staff_accounts(id),
  -- The X-Staff-Device the session was issued to: a call from any other device is refused.
  device_hash   text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz
);
CREATE INDEX staff_sessions_live_idx ON staff_sessions (staff_id) WHERE revoked_at IS NULL;

-- Devices an account has signed in from: their failed sign-ins are counted apart, so failures
-- from elsewhere never lock the owner out of their own device (as players' trusted devices).
CREATE TABLE staff_devices (
  staff_id      bigint NOT NULL REFERENCES staff_accounts(id),
  device_hash   text NOT NULL,
  last_used_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (staff_id, device_hash)
);
