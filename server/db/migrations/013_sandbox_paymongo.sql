-- The sandbox payment provider shaped like PayMongo (server/vendors/paymongo): its checkout
-- sessions, their payment attempts, the events it raises and their webhook deliveries.
-- (A real provider keeps these on its side; the sandbox shares the database, as the house vendor does.)
-- Every time is the provider's clock, passed in by the code (tests move it), never now().

CREATE TABLE sandbox_paymongo_checkout_sessions (
  id                    text PRIMARY KEY,
  -- The merchant's Idempotency-Key and a hash of the body it came with: the same key gives the
  -- same session back, the same key with another body is refused.
  idempotency_key       text UNIQUE,
  request_hash          text NOT NULL,
  payment_intent_id     text NOT NULL UNIQUE,
  client_key            text NOT NULL,
  reference_number      text,
  description           text,
  line_items            jsonb NOT NULL,
  payment_method_types  jsonb NOT NULL,
  success_url           text NOT NULL,
  cancel_url            text NOT NULL,
  metadata              jsonb,
  -- Centavos: the line items' total.
  amount                bigint NOT NULL CHECK (amount > 0),
  -- 'active' past expires_at reads as expired; the one-second sweep then records it (and its event).
  status                text NOT NULL CHECK (status IN ('active', 'paid', 'expired')),
  created_at            timestamptz NOT NULL,
  updated_at            timestamptz NOT NULL,
  expires_at            timestamptz NOT NULL,
  paid_at               timestamptz,
  expired_at            timestamptz
);
CREATE INDEX sandbox_paymongo_sessions_due_idx ON sandbox_paymongo_checkout_sessions (expires_at) WHERE status = 'active';

-- Each attempt to pay a session: declined ones stay beside the one that paid.
CREATE TABLE sandbox_paymongo_payments (
  id                   text PRIMARY KEY,
  -- The order attempts were made in (several may share the provider's second).
  seq                  bigserial NOT NULL UNIQUE,
  checkout_session_id  text NOT NULL REFERENCES sandbox_paymongo_checkout_sessions (id),
  method               text NOT NULL,
  source_id            text NOT NULL,
  amount               bigint NOT NULL CHECK (amount > 0),
  status               text NOT NULL CHECK (status IN ('paid', 'failed')),
  failed_code          text,
  failed_message       text,
  created_at           timestamptz NOT NULL,
  paid_at              timestamptz
);
CREATE INDEX sandbox_paymongo_payments_session_idx ON sandbox_paymongo_payments (checkout_session_id, seq);
-- A session is paid once, whatever races the hosted page's buttons.
CREATE UNIQUE INDEX sandbox_paymongo_payments_one_paid_idx ON sandbox_paymongo_payments (checkout_session_id) WHERE status = 'paid';

-- Events as sent: body holds the exact JSON bytes every delivery signs and posts.
CREATE TABLE sandbox_paymongo_events (
  id                   text PRIMARY KEY,
  -- The order events were raised in (a payment raises two in the same second).
  seq                  bigserial NOT NULL UNIQUE,
  type                 text NOT NULL,
  checkout_session_id  text NOT NULL REFERENCES sandbox_paymongo_checkout_sessions (id),
  body                 text NOT NULL,
  created_at           timestamptz NOT NULL
);
CREATE INDEX sandbox_paymongo_events_session_idx ON sandbox_paymongo_events (checkout_session_id, seq);

-- One row per delivery of an event (the first, and one per tester's redelivery), retried with
-- backoff until acknowledged (2xx) or given up. next_attempt_at is null once it is neither.
-- A tick claims a due row by setting claimed_until (and counting the attempt) before it sends,
-- so two ticks never send the same attempt; a claim left by a crashed process lapses.
CREATE TABLE sandbox_paymongo_deliveries (
  id               bigserial PRIMARY KEY,
  event_id         text NOT NULL REFERENCES sandbox_paymongo_events (id),
  reason           text NOT NULL CHECK (reason IN ('event', 'redeliver')),
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz,
  claimed_until    timestamptz,
  last_status      integer,
  last_error       text,
  acknowledged_at  timestamptz,
  gave_up_at       timestamptz,
  created_at       timestamptz NOT NULL
);
CREATE INDEX sandbox_paymongo_deliveries_due_idx ON sandbox_paymongo_deliveries (next_attempt_at) WHERE next_attempt_at IS NOT NULL;
CREATE INDEX sandbox_paymongo_deliveries_event_idx ON sandbox_paymongo_deliveries (event_id);

-- What each attempt got, for the testers' event list.
CREATE TABLE sandbox_paymongo_delivery_attempts (
  delivery_id  bigint NOT NULL REFERENCES sandbox_paymongo_deliveries (id),
  attempt      integer NOT NULL,
  sent_at      timestamptz NOT NULL,
  status       integer,
  error        text,
  duration_ms  integer NOT NULL,
  PRIMARY KEY (delivery_id, attempt)
);

-- One row: whether webhooks are sent (testers switch it off to play a provider whose webhooks are disabled).
CREATE TABLE sandbox_paymongo_settings (
  id                boolean PRIMARY KEY DEFAULT true CHECK (id),
  webhooks_enabled  boolean NOT NULL DEFAULT true
);
INSERT INTO sandbox_paymongo_settings DEFAULT VALUES;
