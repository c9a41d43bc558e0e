-- The sandbox payout provider shaped like Xendit's Payouts v2 (server/vendors/xendit): its
-- payouts, the status callbacks it sends, and the testers' fault switches.
-- (A real provider keeps these on its side; the sandbox shares the database, as the house vendor does.)
-- Every time is the provider's clock, passed in by the code (tests move it), never now().

CREATE TABLE sandbox_xendit_payouts (
  id                      text PRIMARY KEY,
  -- The merchant's Idempotency-key and a hash of the body it came with: the same key gives the
  -- same payout back, the same key with another body is refused (DUPLICATE_ERROR).
  idempotency_key         text NOT NULL UNIQUE,
  request_hash            text NOT NULL,
  -- Not unique at Xendit: a merchant may reuse a reference (GET ?reference_id= answers a list).
  reference_id            text NOT NULL,
  channel_code            text NOT NULL,
  account_holder_name     text NOT NULL,
  account_number          text NOT NULL,
  -- Centavos (the API speaks pesos with up to 2 decimals).
  amount                  bigint NOT NULL CHECK (amount > 0),
  currency                text NOT NULL CHECK (currency = 'PHP'),
  description             text,
  metadata                jsonb,
  receipt_notification    jsonb,
  status                  text NOT NULL CHECK (status IN ('ACCEPTED', 'SUCCEEDED', 'FAILED', 'CANCELLED', 'REVERSED')),
  failure_code            text,
  -- What the account-number rule decided at creation (outcomes.ts); a tester's button overrides it.
  planned_outcome         text NOT NULL CHECK (planned_outcome IN ('succeed', 'fail', 'reverse', 'hold')),
  planned_failure_code    text,
  -- When an ACCEPTED payout settles on its own (null: it waits for a tester); when a SUCCEEDED one reverses.
  settle_at               timestamptz,
  reverse_at              timestamptz,
  estimated_arrival_time  timestamptz NOT NULL,
  created_at              timestamptz NOT NULL,
  updated_at              timestamptz NOT NULL
);
CREATE INDEX sandbox_xendit_payouts_reference_idx ON sandbox_xendit_payouts (reference_id, created_at DESC);
CREATE INDEX sandbox_xendit_payouts_recent_idx ON sandbox_xendit_payouts (created_at DESC, id);
CREATE INDEX sandbox_xendit_payouts_settle_idx ON sandbox_xendit_payouts (settle_at) WHERE status = 'ACCEPTED';
CREATE INDEX sandbox_xendit_payouts_reverse_idx ON sandbox_xendit_payouts (reverse_at) WHERE status = 'SUCCEEDED';

-- One row per status callback (payout.succeeded, payout.failed, payout.reversed); body holds the
-- exact JSON bytes every attempt posts. Retried with backoff until the receiver answers 2xx or it
-- is given up; next_attempt_at is null once it is neither (or when no callback URL is set).
-- A tick claims a due row by setting claimed_until (and counting the attempt) before it sends,
-- so two ticks never send the same attempt; a claim left by a crashed process lapses.
CREATE TABLE sandbox_xendit_callbacks (
  id               bigserial PRIMARY KEY,
  payout_id        text NOT NULL REFERENCES sandbox_xendit_payouts (id),
  event            text NOT NULL,
  body             text NOT NULL,
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz,
  claimed_until    timestamptz,
  last_status      integer,
  last_error       text,
  delivered_at     timestamptz,
  gave_up_at       timestamptz,
  created_at       timestamptz NOT NULL
);
CREATE INDEX sandbox_xendit_callbacks_due_idx ON sandbox_xendit_callbacks (next_attempt_at) WHERE next_attempt_at IS NOT NULL;
CREATE INDEX sandbox_xendit_callbacks_payout_idx ON sandbox_xendit_callbacks (payout_id, id);

-- One row: the testers' fault switches. timeout: /v2 answers are held past the client's patience
-- (the work is still done); server_error: /v2 answers are 500 (the work is still done).
CREATE TABLE sandbox_xendit_settings (
  id            boolean PRIMARY KEY DEFAULT true CHECK (id),
  timeout       boolean NOT NULL DEFAULT false,
  server_error  boolean NOT NULL DEFAULT false
);
INSERT INTO sandbox_xendit_settings DEFAULT VALUES;
