-- How far the seamless wallet trusts each partner (see modules/seamless/risk.ts).
--
-- Per partner, in minor units of the wallet currency (centavos for PHP):
--   max_win_centavos    a single win above this is held for review, not paid (default PHP 10,000,000)
--   max_win_ratio       wins of a round above this multiple of the round's stake are held (default 100,000x;
--                       not applied to a round with no stake, such as free spins: max_win_centavos bounds those)
--   alert_win_centavos  a paid win above this AND above alert_win_ratio times the round's stake raises a
--   alert_win_ratio     big-win alert (defaults PHP 2,500,000 and 350x: Hub88's own big-win rule, EUR 40,000 and 350x)
ALTER TABLE wallet_partners
  ADD COLUMN max_win_centavos   bigint  NOT NULL DEFAULT 1000000000 CHECK (max_win_centavos > 0),
  ADD COLUMN max_win_ratio      integer NOT NULL DEFAULT 100000     CHECK (max_win_ratio > 0),
  ADD COLUMN alert_win_centavos bigint  NOT NULL DEFAULT 250000000  CHECK (alert_win_centavos >= 0),
  ADD COLUMN alert_win_ratio    integer NOT NULL DEFAULT 350        CHECK (alert_win_ratio >= 0);

-- Wins and rollbacks find what points at a bet (a rollback is refused once its bet has a win).
CREATE INDEX wallet_transactions_reference_idx ON wallet_transactions (partner_code, reference_transaction_uuid)
  WHERE reference_transaction_uuid IS NOT NULL;

-- Wins over a partner's limits: recorded, not paid, until someone releases them. Kept apart from
-- wallet_transactions so that a held win is neither in the player's balance nor in the betting
-- record or on the winner board. A replay of a held win is answered as the first time; once
-- released, the win is in wallet_transactions and a replay answers RS_OK with its balance.
CREATE TABLE wallet_held_wins (
  partner_code                text NOT NULL REFERENCES wallet_partners(code),
  transaction_uuid            text NOT NULL,
  reference_transaction_uuid  text NOT NULL,
  member_id                   bigint NOT NULL REFERENCES members(id),
  round                       text NOT NULL,
  game_code                   text NOT NULL,
  amount                      bigint NOT NULL CHECK (amount > 0),
  currency                    text NOT NULL,
  fingerprint                 text NOT NULL,
  reason                      text NOT NULL CHECK (reason IN ('max_win', 'max_ratio')),
  status                      text NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'released')),
  created_at                  timestamptz NOT NULL DEFAULT now(),
  released_at                 timestamptz,
  PRIMARY KEY (partner_code, transaction_uuid)
);
CREATE INDEX wallet_held_wins_reference_idx ON wallet_held_wins (partner_code, reference_transaction_uuid);

-- Outliers for the risk team, one per (partner, transaction, kind): a win held, a big win paid,
-- a rollback refused because its bet already has a win. Amounts in centavos; no personal data
-- beyond the member id.
CREATE TABLE wallet_risk_alerts (
  id                          bigserial PRIMARY KEY,
  kind                        text NOT NULL CHECK (kind IN ('win_held', 'big_win', 'rollback_after_win')),
  partner_code                text NOT NULL REFERENCES wallet_partners(code),
  transaction_uuid            text NOT NULL,
  reference_transaction_uuid  text,
  member_id                   bigint NOT NULL REFERENCES members(id),
  round                       text,
  amount                      bigint NOT NULL,
  round_stake                 bigint NOT NULL,
  currency                    text NOT NULL,
  detail                      jsonb NOT NULL DEFAULT '{}',
  status                      text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  created_at                  timestamptz NOT NULL DEFAULT now(),
  resolved_at                 timestamptz,
  UNIQUE (partner_code, transaction_uuid, kind)
);
CREATE INDEX wallet_risk_alerts_open_idx ON wallet_risk_alerts (created_at DESC) WHERE status = 'open';
