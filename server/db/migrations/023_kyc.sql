-- Identity verification (KYC, issue 13): each attempt of a player (a submission: the personal
-- information, then the three ID images), the images themselves (private: read only through the
-- operator API), and every event the verification provider sent, stored before it is acted on.

-- members.kyc_status stays the player's current verification, now written only by the KYC
-- module (server/modules/kyc) in the same transaction as the submission it follows, so the
-- cashier's and the game launch's gates read one column. 'verified' is the approved state;
-- it reads as expired once kyc_valid_until (the ID's expiry an approval may carry) has passed.
ALTER TABLE members DROP CONSTRAINT IF EXISTS members_kyc_status_check;
ALTER TABLE members
  ADD CONSTRAINT members_kyc_status_check CHECK (kyc_status IN ('unverified', 'pending', 'on_hold', 'verified', 'rejected')),
  ADD COLUMN kyc_valid_until timestamptz;

CREATE TABLE kyc_submissions (
  id                 bigserial PRIMARY KEY,
  member_id          bigint NOT NULL REFERENCES members(id),
  -- 1 for the player's first attempt; a resubmission after a RETRY rejection or an expiry adds one.
  attempt            integer NOT NULL CHECK (attempt >= 1),
  -- draft: personal information (possibly partial, from registration) without the images;
  -- pending / on_hold: with the reviewer; approved / rejected: decided (finals are never undone).
  state              text NOT NULL CHECK (state IN ('draft', 'pending', 'on_hold', 'approved', 'rejected')),
  -- Where it began: the KYC popup, registration step 2 (MANDATORYKYC3), or an operator's verify-kyc.
  source             text NOT NULL CHECK (source IN ('player', 'register', 'operator')),
  -- The personal information (SPEC §3): null only while a draft from registration lacks it.
  id_type            smallint CHECK (id_type BETWEEN 1 AND 20),
  payee_name         text,
  birthday           date,
  address            text,
  permanent_address  text,
  place_of_birth     text,
  nationality        text,
  source_of_income   smallint CHECK (source_of_income BETWEEN 1 AND 9),
  occupation         smallint CHECK (occupation BETWEEN 3 AND 21),
  employer_name      text,
  id_number          text,
  region             text,
  -- The verification provider and its applicant id, once the submission was sent there.
  provider           text,
  provider_ref       text,
  sent_at            timestamptz,
  -- When the reconciliation last asked the provider about it (least recently asked first).
  checked_at         timestamptz,
  -- The reason the player reads (a rejection: Sumsub's moderationComment), whether they may send
  -- again (RETRY) or not (FINAL), the reviewer's own note (a hold, Sumsub's clientComment).
  reject_reason      text,
  can_resubmit       boolean,
  review_note        text,
  decided_by         text,
  submitted_at       timestamptz,
  decided_at         timestamptz,
  valid_until        timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT kyc_submissions_attempt_unique UNIQUE (member_id, attempt),
  CONSTRAINT kyc_submissions_rejection CHECK (state <> 'rejected' OR (reject_reason IS NOT NULL AND can_resubmit IS NOT NULL))
);
-- One open attempt per player at a time: a second upload or a race of two cannot open another.
CREATE UNIQUE INDEX kyc_submissions_one_open ON kyc_submissions (member_id) WHERE state IN ('draft', 'pending', 'on_hold');
CREATE UNIQUE INDEX kyc_submissions_provider_ref ON kyc_submissions (provider, provider_ref) WHERE provider_ref IS NOT NULL;
-- The operator's queue, oldest first.
CREATE INDEX kyc_submissions_queue_idx ON kyc_submissions (state, submitted_at) WHERE state IN ('pending', 'on_hold');

-- The three images, re-encoded (no metadata), each at most 5 MB as received. Never served publicly.
CREATE TABLE kyc_documents (
  submission_id  bigint NOT NULL REFERENCES kyc_submissions(id),
  field          text NOT NULL CHECK (field IN ('idCardFront', 'idCardBack', 'idCardSelfie')),
  content_type   text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png')),
  content        bytea NOT NULL,
  sha256         text NOT NULL,
  uploaded_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (submission_id, field)
);

-- Every inbound verification-provider event: the unique event id is the replay guard; the raw
-- body is kept as received. Acted on only after the provider's API is asked for the truth.
CREATE TABLE kyc_provider_events (
  provider      text NOT NULL,
  event_id      text NOT NULL,
  event_type    text NOT NULL,
  applicant_id  text,
  raw_body      text NOT NULL,
  received_at   timestamptz NOT NULL DEFAULT now(),
  processed_at  timestamptz,
  outcome       text,
  PRIMARY KEY (provider, event_id)
);
CREATE INDEX kyc_provider_events_unprocessed_idx ON kyc_provider_events (received_at) WHERE processed_at IS NULL;

-- Operators decide KYC submissions too, and may put one on hold.
ALTER TABLE operator_decisions DROP CONSTRAINT IF EXISTS operator_decisions_subject_check;
ALTER TABLE operator_decisions ADD CONSTRAINT operator_decisions_subject_check CHECK (subject IN ('deposit', 'withdrawal', 'kyc'));
ALTER TABLE operator_decisions DROP CONSTRAINT IF EXISTS operator_decisions_decision_check;
ALTER TABLE operator_decisions ADD CONSTRAINT operator_decisions_decision_check CHECK (decision IN ('approve', 'reject', 'hold'));

-- The sandbox verification provider (server/vendors/kyc-sandbox), Sumsub-shaped: its applicants,
-- the events it raises and their webhook deliveries. (A real provider keeps these on its side;
-- the sandbox shares the database, as the payment sandboxes do.) Times are the provider's clock.
CREATE TABLE sandbox_kyc_applicants (
  id                  text PRIMARY KEY,
  -- The platform's id of the submission (K<id>): the same one twice gives the same applicant back.
  external_user_id    text NOT NULL UNIQUE,
  payee_name          text NOT NULL,
  info                jsonb NOT NULL,
  documents           jsonb NOT NULL,
  -- What the tester asked for (approve by default; see the README): decided once decide_at passes.
  scenario            text NOT NULL CHECK (scenario IN ('approve', 'retry', 'final', 'hold', 'manual')),
  review_status       text NOT NULL CHECK (review_status IN ('init', 'pending', 'onHold', 'completed')),
  review_answer       text CHECK (review_answer IN ('GREEN', 'RED')),
  reject_type         text CHECK (reject_type IN ('RETRY', 'FINAL')),
  moderation_comment  text,
  client_comment      text,
  decide_at           timestamptz,
  created_at          timestamptz NOT NULL,
  reviewed_at         timestamptz
);
CREATE INDEX sandbox_kyc_applicants_due_idx ON sandbox_kyc_applicants (decide_at) WHERE review_status = 'pending';

CREATE TABLE sandbox_kyc_events (
  id            text PRIMARY KEY,
  seq           bigserial NOT NULL UNIQUE,
  type          text NOT NULL,
  applicant_id  text NOT NULL REFERENCES sandbox_kyc_applicants (id),
  body          text NOT NULL,
  created_at    timestamptz NOT NULL
);

-- One row per delivery of an event (the first, and a tester's redelivery), retried with backoff
-- until acknowledged or given up; claimed_until keeps two ticks from sending the same attempt.
CREATE TABLE sandbox_kyc_deliveries (
  id               bigserial PRIMARY KEY,
  event_id         text NOT NULL REFERENCES sandbox_kyc_events (id),
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz,
  claimed_until    timestamptz,
  last_status      integer,
  last_error       text,
  acknowledged_at  timestamptz,
  gave_up_at       timestamptz,
  created_at       timestamptz NOT NULL
);
CREATE INDEX sandbox_kyc_deliveries_due_idx ON sandbox_kyc_deliveries (next_attempt_at) WHERE next_attempt_at IS NOT NULL;

-- One row: the scenario applicants get when their name asks for none (a tester's switch).
CREATE TABLE sandbox_kyc_settings (
  id                boolean PRIMARY KEY DEFAULT true CHECK (id),
  default_scenario  text NOT NULL DEFAULT 'approve' CHECK (default_scenario IN ('approve', 'retry', 'final', 'hold', 'manual'))
);
INSERT INTO sandbox_kyc_settings DEFAULT VALUES;
