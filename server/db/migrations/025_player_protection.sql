-- Player protection (issue 13): limits (the player's and the operator's), loosenings waiting for
-- their cool-down, cool-offs and self-exclusions, the one row per protected player that every bet
-- reads and updates, play sessions for the reality check, and excluded identities.

-- Limits as set. Money limits in centavos per calendar period in Asia/Manila; the session limit in
-- minutes. The one in force is the stricter of the player's and the operator's.
CREATE TABLE protection_limits (
  member_id  bigint NOT NULL REFERENCES members(id),
  kind       text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
  period     text NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
  setter     text NOT NULL CHECK (setter IN ('player', 'operator')),
  amount     bigint NOT NULL CHECK (amount >= 0),
  -- 'player', or 'operator:<name>'.
  set_by     text NOT NULL,
  reason     text,
  set_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, kind, period, setter),
  CONSTRAINT protection_limits_session_period CHECK ((kind = 'session') = (period = 'session'))
);

-- A player's loosening or removal (amount NULL) of their own limit: confirmable from 24 hours
-- after the request, by the player. At most one waits per limit.
CREATE TABLE protection_limit_changes (
  id              bigserial PRIMARY KEY,
  member_id       bigint NOT NULL REFERENCES members(id),
  kind            text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
  period          text NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
  amount          bigint CHECK (amount IS NULL OR amount >= 0),
  requested_at    timestamptz NOT NULL,
  confirmable_at  timestamptz NOT NULL,
  state           text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'confirmed', 'cancelled', 'superseded')),
  decided_at      timestamptz
);
CREATE UNIQUE INDEX protection_limit_changes_pending_unique
  ON protection_limit_changes (member_id, kind, period) WHERE state = 'pending';

-- Cool-offs (24 h, 7 days, 30 days: run their course) and self-exclusions (6 months, 1 year,
-- 5 years: revocable only after their first 6 months, 24 hours after the player asked).
CREATE TABLE protection_exclusions (
  id                     bigserial PRIMARY KEY,
  member_id              bigint NOT NULL REFERENCES members(id),
  kind                   text NOT NULL CHECK (kind IN ('cool_off', 'self_exclusion')),
  duration               text NOT NULL CHECK (duration IN ('24h', '7d', '30d', '6m', '1y', '5y')),
  starts_at              timestamptz NOT NULL,
  ends_at                timestamptz NOT NULL CHECK (ends_at > starts_at),
  revocable_from         timestamptz,
  revoke_requested_at    timestamptz,
  revoke_confirmable_at  timestamptz,
  revoked_at             timestamptz,
  -- What forfeiting the player's locked bonuses took back (centavos).
  bonus_forfeited        bigint NOT NULL DEFAULT 0
);
CREATE INDEX protection_exclusions_member_idx ON protection_exclusions (member_id, ends_at DESC);

-- The row of a protected player (one who set a limit or a break, or was given one): what every
-- bet reads (blocked_until, session limit) and updates under its row lock (what the current
-- periods used), so concurrent bets never pass a limit together. The limits in force are copied
-- here from protection_limits whenever one changes. A player without protection has no row.
CREATE TABLE protection_state (
  member_id              bigint PRIMARY KEY REFERENCES members(id),
  blocked_until          timestamptz,
  block_kind             text CHECK (block_kind IN ('cool_off', 'self_exclusion')),
  deposit_day            bigint,
  deposit_week           bigint,
  deposit_month          bigint,
  loss_day               bigint,
  loss_week              bigint,
  loss_month             bigint,
  wager_day              bigint,
  wager_week             bigint,
  wager_month            bigint,
  session_minutes        integer,
  reality_check_minutes  integer NOT NULL DEFAULT 60,
  -- The current periods (their first day in Asia/Manila) and what they used: stakes, and net
  -- loss (stakes less wins and refunds; negative while the player is ahead).
  day_start              date NOT NULL,
  week_start             date NOT NULL,
  month_start            date NOT NULL,
  day_wagered            bigint NOT NULL DEFAULT 0,
  week_wagered           bigint NOT NULL DEFAULT 0,
  month_wagered          bigint NOT NULL DEFAULT 0,
  day_lost               bigint NOT NULL DEFAULT 0,
  week_lost              bigint NOT NULL DEFAULT 0,
  month_lost             bigint NOT NULL DEFAULT 0
);

-- A play session: from the first game launch of a sign-in (the session token's hash). The reality
-- check counts from its start, and the session limit ends play at start + limit.
CREATE TABLE protection_play_sessions (
  session_hash  text PRIMARY KEY,
  member_id     bigint NOT NULL REFERENCES members(id),
  started_at    timestamptz NOT NULL
);
CREATE INDEX protection_play_sessions_member_idx ON protection_play_sessions (member_id, started_at DESC);

-- Identities refused at registration: a self-excluded player's mobile, email and ID number (until
-- the exclusion ends), and the operator's entries standing for the national database of restricted
-- persons. Only an HMAC (TOKEN_PEPPER) of the normalised value is kept.
CREATE TABLE excluded_identities (
  id            bigserial PRIMARY KEY,
  kind          text NOT NULL CHECK (kind IN ('mobile', 'email', 'id_number')),
  digest        text NOT NULL,
  source        text NOT NULL CHECK (source IN ('self_exclusion', 'operator')),
  exclusion_id  bigint REFERENCES protection_exclusions(id),
  reason        text,
  added_by      text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz,
  removed_at    timestamptz,
  removed_by    text
);
CREATE INDEX excluded_identities_digest_idx ON excluded_identities (digest) WHERE removed_at IS NULL;
CREATE UNIQUE INDEX excluded_identities_operator_unique
  ON excluded_identities (kind, digest) WHERE source = 'operator' AND removed_at IS NULL;
