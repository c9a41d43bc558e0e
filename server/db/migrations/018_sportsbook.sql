-- The house sportsbook (issue 12): simulated matches on a schedule, and the slips bet on them.
-- A match is generated from its vendor's secret and its id, so a match is stored only once a
-- slip bets on it, with what the slip needs: its sides, times and committed seed hash, then its
-- revealed seed and result once it has ended.

CREATE TABLE house_sports_secrets (
  partner_code  text PRIMARY KEY,
  -- Every match's server seed is this secret's HMAC of the match id: it never leaves the vendor.
  secret        text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE house_sports_matches (
  partner_code      text NOT NULL,
  match_id          text NOT NULL,
  competition       text NOT NULL,
  home              text NOT NULL,
  away              text NOT NULL,
  kickoff_at        timestamptz NOT NULL,
  ends_at           timestamptz NOT NULL,
  server_seed_hash  text NOT NULL,
  -- Written once the match has ended: the seed (which matches the hash) and the final score.
  server_seed       text,
  result            jsonb,
  PRIMARY KEY (partner_code, match_id)
);

CREATE TABLE house_sports_slips (
  slip_id       text PRIMARY KEY,
  partner_code  text NOT NULL,
  game_code     text NOT NULL,
  wallet_user   text NOT NULL,
  -- The game token the slip was placed with: the operator honours its win (or the rollback of an
  -- unanswered bet) after the token expired, which is how a slip is settled minutes later.
  game_token    text NOT NULL,
  currency      text NOT NULL,
  stake         bigint NOT NULL CHECK (stake > 0),
  -- The combined odds in hundredths and the payout if every leg wins, fixed when placed.
  odds          bigint NOT NULL CHECK (odds >= 100),
  potential     bigint NOT NULL,
  win           bigint NOT NULL DEFAULT 0,
  -- pending: bet sent; placed: bet accepted; refused: bet refused; settled: win (maybe 0) paid;
  -- void: the bet had no answer by settlement (rolled back), or the operator rolled it back.
  state         text NOT NULL CHECK (state IN ('pending', 'placed', 'refused', 'settled', 'void')),
  -- When its last match ends: settlement waits for every leg.
  settles_at    timestamptz NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  settled_at    timestamptz
);
CREATE INDEX house_sports_slips_user_idx ON house_sports_slips (wallet_user, game_code, created_at DESC);
CREATE INDEX house_sports_slips_due_idx ON house_sports_slips (partner_code, settles_at) WHERE state IN ('pending', 'placed');

CREATE TABLE house_sports_legs (
  slip_id       text NOT NULL REFERENCES house_sports_slips (slip_id),
  leg_no        smallint NOT NULL,
  partner_code  text NOT NULL,
  match_id      text NOT NULL,
  market        text NOT NULL,
  selection     text NOT NULL,
  -- The handicap (the home side's) or total line the leg was priced on; null for other markets.
  line          numeric(6, 1),
  odds          integer NOT NULL CHECK (odds >= 100),
  outcome       text CHECK (outcome IN ('won', 'lost', 'void')),
  PRIMARY KEY (slip_id, leg_no),
  FOREIGN KEY (partner_code, match_id) REFERENCES house_sports_matches (partner_code, match_id)
);
CREATE INDEX house_sports_legs_match_idx ON house_sports_legs (partner_code, match_id);
-- Ended matches whose result is not yet written (the settlement writes it, then settles the slips).
CREATE INDEX house_sports_matches_unrecorded_idx ON house_sports_matches (partner_code, ends_at) WHERE result IS NULL;
