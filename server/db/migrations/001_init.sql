-- Merchants, members, sessions and the double-entry money ledger.

CREATE TABLE merchants (
  code            text PRIMARY KEY,
  name            text NOT NULL,
  currency        text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  currency_symbol text NOT NULL,
  settings        jsonb NOT NULL DEFAULT '{}',
  created_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE members (
  id                bigserial PRIMARY KEY,
  merchant_code     text NOT NULL REFERENCES merchants(code),
  username          text NOT NULL,
  username_key      text GENERATED ALWAYS AS (lower(username)) STORED,
  -- NULL for trial players, who never log in with a password.
  password_hash     text,
  nickname          text,
  -- 0, 1, 2 real accounts; 4 free/trial (SPEC §3).
  type              smallint NOT NULL CHECK (type >= 0),
  status            text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  first_time_login  boolean NOT NULL DEFAULT false,
  created_at        timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT members_username_unique UNIQUE (merchant_code, username_key)
);

CREATE TABLE sessions (
  -- HMAC-SHA256 of the opaque token: the token itself is never stored.
  token_hash    text PRIMARY KEY,
  member_id     bigint NOT NULL REFERENCES members(id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz,
  ip            text
);
CREATE INDEX sessions_member_idx ON sessions (member_id);

CREATE TABLE ledger_accounts (
  id         bigserial PRIMARY KEY,
  code       text NOT NULL UNIQUE,
  kind       text NOT NULL CHECK (kind IN ('player', 'system')),
  member_id  bigint REFERENCES members(id),
  currency   text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  balance    bigint NOT NULL DEFAULT 0,
  CONSTRAINT ledger_player_has_member CHECK ((kind = 'player') = (member_id IS NOT NULL)),
  -- The rule that matters most: a player's money can never go below zero.
  CONSTRAINT ledger_player_balance_not_negative CHECK (kind <> 'player' OR balance >= 0),
  CONSTRAINT ledger_one_account_per_member_currency UNIQUE (member_id, currency)
);

CREATE TABLE ledger_transfers (
  id               bigserial PRIMARY KEY,
  idempotency_key  text NOT NULL UNIQUE,
  kind             text NOT NULL CHECK (kind IN
                     ('deposit', 'withdrawal', 'bet', 'win', 'rollback', 'bonus', 'trial_credit', 'adjustment')),
  from_account_id  bigint NOT NULL REFERENCES ledger_accounts(id),
  to_account_id    bigint NOT NULL REFERENCES ledger_accounts(id),
  amount           bigint NOT NULL CHECK (amount > 0),
  currency         text NOT NULL,
  metadata         jsonb NOT NULL DEFAULT '{}',
  created_at       timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_transfer_two_accounts CHECK (from_account_id <> to_account_id)
);

-- One line per account per transfer: the account statement, with the balance after it.
CREATE TABLE ledger_entries (
  transfer_id    bigint NOT NULL REFERENCES ledger_transfers(id),
  account_id     bigint NOT NULL REFERENCES ledger_accounts(id),
  amount         bigint NOT NULL CHECK (amount <> 0),
  balance_after  bigint NOT NULL,
  PRIMARY KEY (transfer_id, account_id)
);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, transfer_id);

-- Counters for login throttling, shared by every server process.
CREATE TABLE throttle_counters (
  key             text PRIMARY KEY,
  hits            integer NOT NULL,
  window_ends_at  timestamptz NOT NULL
);
