-- The cashier (issue 11): deposit channels and promotions, deposits, the inbox of payment
-- providers' events, idempotent requests, bonuses with turnover, and the operator's decisions.

-- A withdrawal first moves the amount to a hold (kind 'hold') and returns it on rejection or
-- failure (kind 'release'); a completed payout moves it out (kind 'withdrawal').
ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_kind_check;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_kind_check CHECK (kind IN
  ('deposit', 'withdrawal', 'hold', 'release', 'bet', 'win', 'rollback', 'bonus', 'trial_credit', 'adjustment'));

-- One row per channel of a channel type (SPEC §3), per merchant, in the order the cashier shows.
-- banks: [{bankCode, bankName, webSupported, mobileSupported, isNative, device, payee?}]; a manual
-- channel's banks carry the operator's receiving account (payee), which only an order reveals.
CREATE TABLE deposit_channels (
  channel_id      integer PRIMARY KEY,
  merchant_code   text NOT NULL REFERENCES merchants(code),
  bank_type       text NOT NULL,
  channel_name    text NOT NULL,
  bank_code       text NOT NULL,
  vendor_id       integer NOT NULL,
  flow            text NOT NULL CHECK (flow IN ('gateway', 'manual', 'crypto')),
  -- The gateway's payment method (gcash, paymaya, qrph, dob) or the coin (BTC, USDT).
  method          text,
  min_amount      bigint NOT NULL CHECK (min_amount > 0),
  max_amount      bigint NOT NULL CHECK (max_amount >= min_amount),
  fix_amounts     jsonb NOT NULL DEFAULT '[]',
  banks           jsonb NOT NULL DEFAULT '[]',
  enabled         boolean NOT NULL,
  sort_order      integer NOT NULL
);
CREATE INDEX deposit_channels_merchant_idx ON deposit_channels (merchant_code, sort_order);

CREATE TABLE promotions (
  promotion_id         integer PRIMARY KEY,
  merchant_code        text NOT NULL REFERENCES merchants(code),
  code                 text NOT NULL,
  title                text NOT NULL,
  -- Centavos; -1 when the promotion does not apply to deposits (SPEC §3).
  min_deposit          bigint NOT NULL CHECK (min_deposit = -1 OR min_deposit > 0),
  bonus_percent        integer NOT NULL CHECK (bonus_percent BETWEEN 0 AND 1000),
  max_bonus            bigint NOT NULL CHECK (max_bonus >= 0),
  turnover_multiplier  integer NOT NULL CHECK (turnover_multiplier BETWEEN 0 AND 100),
  -- A welcome bonus is granted once per player; a reload bonus with every deposit.
  once_per_player      boolean NOT NULL,
  active               boolean NOT NULL
);

CREATE TABLE deposits (
  id                  bigserial PRIMARY KEY,
  member_id           bigint NOT NULL REFERENCES members(id),
  channel_id          integer NOT NULL REFERENCES deposit_channels(channel_id),
  bank_type           text NOT NULL,
  bank_code           text NOT NULL,
  channel_name        text NOT NULL,
  flow                text NOT NULL,
  amount              bigint NOT NULL CHECK (amount > 0),
  currency            text NOT NULL,
  promotion_id        integer REFERENCES promotions(promotion_id),
  bonus_amount        bigint NOT NULL DEFAULT 0 CHECK (bonus_amount >= 0),
  status              text NOT NULL CHECK (status IN
                        ('pending', 'reviewing', 'completed', 'failed', 'expired', 'cancelled', 'rejected')),
  -- What the player quotes: unique, short, unguessable enough not to find another's order.
  reference           text NOT NULL UNIQUE,
  provider            text,
  provider_ref        text,
  checkout_url        text,
  expires_at          timestamptz,
  payee               jsonb,
  crypto              jsonb,
  transfer_reference  text,
  reason              text,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  completed_at        timestamptz,
  -- The caller's Idempotency-Key: a retry of the same order finds this row, even after a crash.
  request_key         text,
  -- When the reconciliation job last asked about it: it takes the least recently asked first.
  checked_at          timestamptz,
  CONSTRAINT deposits_provider_ref_unique UNIQUE (provider, provider_ref),
  CONSTRAINT deposits_request_key_unique UNIQUE (member_id, request_key)
);
CREATE INDEX deposits_member_idx ON deposits (member_id, created_at DESC);
CREATE INDEX deposits_unsettled_idx ON deposits (flow, checked_at NULLS FIRST) WHERE status IN ('pending', 'failed');

-- A manual transfer's receipt, apart from the order so lists never read images.
CREATE TABLE deposit_receipts (
  deposit_id    bigint PRIMARY KEY REFERENCES deposits(id),
  content_type  text NOT NULL,
  content       bytea NOT NULL,
  uploaded_at   timestamptz NOT NULL DEFAULT now()
);

-- Every inbound provider event, stored before anything else is done with it: the unique event id
-- is the replay guard, the raw body is kept as received.
CREATE TABLE payment_events (
  provider      text NOT NULL,
  event_id      text NOT NULL,
  event_type    text NOT NULL,
  provider_ref  text,
  raw_body      text NOT NULL,
  received_at   timestamptz NOT NULL DEFAULT now(),
  processed_at  timestamptz,
  outcome       text,
  -- When the reconciliation job last tried one whose job failed for good.
  tried_at      timestamptz,
  PRIMARY KEY (provider, event_id)
);
CREATE INDEX payment_events_unprocessed_idx ON payment_events (tried_at NULLS FIRST) WHERE processed_at IS NULL;

-- Idempotent POSTs (Stripe's semantics): the first answer to a key is kept 24 h and replayed to
-- the same request; a different request under the same key is refused.
CREATE TABLE idempotency_keys (
  scope          text NOT NULL,
  idem_key       text NOT NULL,
  -- Names the request holding the key now: a stale claim is taken over, and an answer kept, only by its holder.
  claim          text NOT NULL,
  request_hash   text NOT NULL,
  status_code    integer,
  response_body  text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, idem_key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

-- A once-per-player promotion claimed by a credited deposit: the key makes "once" hold even for two
-- orders opened, or paid, at the same time.
CREATE TABLE promotion_claims (
  member_id     bigint NOT NULL REFERENCES members(id),
  promotion_id  integer NOT NULL REFERENCES promotions(promotion_id),
  deposit_id    bigint NOT NULL REFERENCES deposits(id),
  claimed_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, promotion_id)
);

-- A promotion's bonus: its money is in the player's balance (ledger kind 'bonus'), but not
-- withdrawable until real bets have counted its turnover down to zero.
CREATE TABLE bonus_grants (
  id                 bigserial PRIMARY KEY,
  member_id          bigint NOT NULL REFERENCES members(id),
  deposit_id         bigint NOT NULL UNIQUE REFERENCES deposits(id),
  promotion_id       integer NOT NULL REFERENCES promotions(promotion_id),
  amount             bigint NOT NULL CHECK (amount > 0),
  turnover_required  bigint NOT NULL CHECK (turnover_required >= 0),
  turnover_left      bigint NOT NULL CHECK (turnover_left >= 0),
  created_at         timestamptz NOT NULL DEFAULT now(),
  released_at        timestamptz,
  -- Forfeited when play took the balance to nothing: the bonus is gone, its turnover no longer asked.
  forfeited          boolean NOT NULL DEFAULT false
);
CREATE INDEX bonus_grants_open_idx ON bonus_grants (member_id) WHERE released_at IS NULL;

-- What each stake counted towards each bonus, so that a refunded stake takes back exactly that.
CREATE TABLE bonus_turnover_counts (
  bet_key   text NOT NULL,
  grant_id  bigint NOT NULL REFERENCES bonus_grants(id),
  amount    bigint NOT NULL CHECK (amount > 0),
  PRIMARY KEY (bet_key, grant_id)
);

-- Operators of the cashier API (until the back-office): a key, stored as its SHA-256.
CREATE TABLE operators (
  id          serial PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  key_hash    text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Who decided what, and when: every approval and rejection of a deposit or a withdrawal.
CREATE TABLE operator_decisions (
  id            bigserial PRIMARY KEY,
  operator_id   integer NOT NULL REFERENCES operators(id),
  subject       text NOT NULL CHECK (subject IN ('deposit', 'withdrawal')),
  subject_id    bigint NOT NULL,
  decision      text NOT NULL CHECK (decision IN ('approve', 'reject')),
  reason        text,
  decided_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_decisions_subject_idx ON operator_decisions (subject, subject_id);

-- Identity verification (KYC) state: a withdrawal needs 'verified' (the KYC flow itself comes
-- with the account centre; the sandbox's demo player is seeded verified).
-- real_name is the verified name a payout account must carry.
ALTER TABLE members
  ADD COLUMN kyc_status text NOT NULL DEFAULT 'unverified' CHECK (kyc_status IN ('unverified', 'pending', 'verified', 'rejected')),
  ADD COLUMN real_name  text;

-- Where a player's withdrawals are paid: a bank account or an e-wallet in their own name.
CREATE TABLE payout_accounts (
  id              bigserial PRIMARY KEY,
  member_id       bigint NOT NULL REFERENCES members(id),
  kind            text NOT NULL CHECK (kind IN ('bank', 'ewallet')),
  bank_code       text NOT NULL,
  account_name    text NOT NULL,
  account_number  text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT payout_accounts_unique UNIQUE (member_id, bank_code, account_number)
);

-- A withdrawal's amount is held in the ledger from the request on ('hold'); it leaves on a
-- completed payout ('withdrawal') or comes back on rejection or failure ('release').
CREATE TABLE withdrawals (
  id                 bigserial PRIMARY KEY,
  member_id          bigint NOT NULL REFERENCES members(id),
  payout_account_id  bigint NOT NULL REFERENCES payout_accounts(id),
  amount             bigint NOT NULL CHECK (amount > 0),
  currency           text NOT NULL,
  status             text NOT NULL CHECK (status IN
                       ('pending', 'on_hold', 'waiting_kyc', 'approved', 'processing', 'completed', 'rejected', 'failed')),
  reference          text NOT NULL UNIQUE,
  provider           text,
  provider_ref       text,
  reason             text,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  completed_at       timestamptz,
  -- The caller's Idempotency-Key: a retry of the same request finds this row, even after a crash.
  request_key        text,
  -- How many times the payout was asked for: only the first refusal proves nothing was made.
  payout_attempts    integer NOT NULL DEFAULT 0,
  -- When the reconciliation job last asked about it: it takes the least recently asked first.
  checked_at         timestamptz,
  CONSTRAINT withdrawals_request_key_unique UNIQUE (member_id, request_key)
);
CREATE INDEX withdrawals_member_idx ON withdrawals (member_id, created_at DESC);
CREATE INDEX withdrawals_open_idx ON withdrawals (status, checked_at NULLS FIRST)
  WHERE status IN ('pending', 'on_hold', 'waiting_kyc', 'approved', 'processing');
