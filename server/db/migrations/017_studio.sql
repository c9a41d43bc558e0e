-- The live studio (server/vendors/house/studio): every live table plays shared rounds on a fixed
-- schedule. Rounds themselves are not stored: round n of a table opens at a time that follows
-- from n, and its server seed is HMAC(the partner's studio secret, '<game code>:<n>'), so a round
-- nobody bets on costs nothing. Vendor-side records, kept in the shared database like house_rounds.

CREATE TABLE house_studio_secrets (
  partner_code  text PRIMARY KEY,
  secret        text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- One row per bet (one or more spots of one round), each its own wallet bet in the wallet round
-- '<game code>:<n>'. The game token it was placed with settles it after its round closed: the
-- operator honours wins and rollbacks sent with an expired token.
CREATE TABLE house_studio_bets (
  bet_id        text PRIMARY KEY,
  partner_code  text NOT NULL,
  game_code     text NOT NULL,
  round_no      bigint NOT NULL CHECK (round_no >= 0),
  wallet_user   text NOT NULL,
  game_token    text NOT NULL,
  currency      text NOT NULL,
  -- Centavos per spot id: {"banker": 10000, "tie": 1000}.
  spots         jsonb NOT NULL,
  stake         bigint NOT NULL CHECK (stake > 0),
  win           bigint,
  -- pending: wallet bet sent; placed: taken; refused: not taken; settled: win (maybe 0) paid;
  -- void: rolled back (the bet had no answer, or its game is no longer run).
  state         text NOT NULL CHECK (state IN ('pending', 'placed', 'refused', 'settled', 'void')),
  closes_at     timestamptz NOT NULL,
  -- When the settlement (or the retry of an unconfirmed win or rollback) is next due.
  next_try_at   timestamptz NOT NULL,
  attempts      integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  settled_at    timestamptz
);
CREATE INDEX house_studio_bets_round_idx ON house_studio_bets (partner_code, game_code, round_no, wallet_user);
CREATE INDEX house_studio_bets_due_idx ON house_studio_bets (partner_code, next_try_at) WHERE state IN ('pending', 'placed');
