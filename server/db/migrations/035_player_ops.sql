-- The console's player view (issue 15): manual balance adjustments with a second staff member's
-- approval above a threshold, the reasons staff give for what they do to a player, and indexes
-- for finding a player by the start of their username or mobile number.

-- A manual adjustment of a player's balance: one ledger transfer (kind 'adjustment') between the
-- player's account and the operator's adjustment account, made at once below the threshold, or
-- when a DIFFERENT staff member approves it (the CHECK keeps the two-person rule whoever writes).
-- The requester's idempotency key makes a repeated request the same adjustment.
CREATE TABLE balance_adjustments (
  id               bigserial PRIMARY KEY,
  member_id        bigint NOT NULL REFERENCES members(id),
  -- Signed centavos: positive credits the player, negative debits them.
  amount           bigint NOT NULL CHECK (amount <> 0),
  currency         text NOT NULL,
  reason           text NOT NULL CHECK (length(reason) BETWEEN 5 AND 200),
  idempotency_key  text NOT NULL UNIQUE,
  needs_approval   boolean NOT NULL,
  state            text NOT NULL CHECK (state IN ('pending', 'applied', 'rejected')),
  requested_by     bigint NOT NULL REFERENCES staff_accounts(id),
  requested_at     timestamptz NOT NULL DEFAULT now(),
  decided_by       bigint REFERENCES staff_accounts(id),
  decided_at       timestamptz,
  decision_reason  text CHECK (decision_reason IS NULL OR length(decision_reason) BETWEEN 5 AND 200),
  transfer_id      bigint UNIQUE REFERENCES ledger_transfers(id),
  CONSTRAINT balance_adjustments_four_eyes CHECK (decided_by IS NULL OR decided_by <> requested_by),
  CONSTRAINT balance_adjustments_applied_has_transfer CHECK ((state = 'applied') = (transfer_id IS NOT NULL)),
  CONSTRAINT balance_adjustments_approved_by_another CHECK (NOT needs_approval OR state = 'pending' OR decided_by IS NOT NULL)
);
-- The approvers' list: what waits, oldest first; and every state by id.
CREATE INDEX balance_adjustments_pending_idx ON balance_adjustments (id) WHERE state = 'pending';
CREATE INDEX balance_adjustments_state_idx ON balance_adjustments (state, id);
CREATE INDEX balance_adjustments_member_idx ON balance_adjustments (member_id, id);

-- What a staff member did to a player's protection or sessions, with the reason they gave. The
-- audit log keeps only the reason's hash (free text may name someone, and the log cannot be
-- erased); the console shows the reason from here when its hash matches.
CREATE TABLE staff_player_actions (
  id          bigserial PRIMARY KEY,
  member_id   bigint NOT NULL REFERENCES members(id),
  staff_id    bigint NOT NULL REFERENCES staff_accounts(id),
  action      text NOT NULL CHECK (action IN ('limit', 'exclusion', 'sessions_ended')),
  reason      text NOT NULL CHECK (length(reason) BETWEEN 5 AND 200),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_player_actions_member_idx ON staff_player_actions (member_id, id);

-- A search by the start of a username (case-insensitive) or of a mobile number, listed in username
-- order: byte order ("C"), in which a prefix is a range of the index and the order is the index's.
CREATE INDEX members_username_prefix_idx ON members (merchant_code, (username_key COLLATE "C"));
CREATE INDEX members_mobile_prefix_idx ON members (merchant_code, (mobile_num COLLATE "C")) WHERE mobile_num IS NOT NULL;
