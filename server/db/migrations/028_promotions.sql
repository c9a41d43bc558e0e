-- Promotions (/m/activity): how each promotion is earned, when it runs, and each player's part in it.

-- kind: 'deposit' pays with a credited deposit (DPSTBAS3, the cashier's); 'check_in' a fixed amount once
-- per Manila day; 'cashback' a percentage of the previous Monday-to-Sunday week's net loss, capped at
-- max_bonus; 'application' a fixed amount once the operator approves the player's application.
-- Before starts_at a promotion is 'coming soon', from ends_at 'closed'; NULL leaves that end open.
ALTER TABLE promotions
  ADD COLUMN kind text NOT NULL DEFAULT 'deposit' CHECK (kind IN ('deposit', 'check_in', 'cashback', 'application')),
  ADD COLUMN starts_at timestamptz,
  ADD COLUMN ends_at timestamptz,
  -- Centavos a check-in or an approved application pays.
  ADD COLUMN reward_amount bigint NOT NULL DEFAULT 0 CHECK (reward_amount >= 0),
  -- The title in the other languages the client ships, by locale ({"fil": "…"}); `title` is the English one.
  ADD COLUMN titles jsonb NOT NULL DEFAULT '{}',
  ADD CONSTRAINT promotions_window CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at),
  ADD CONSTRAINT promotions_pays CHECK (
    (kind NOT IN ('check_in', 'application') OR reward_amount > 0) AND (kind <> 'cashback' OR (bonus_percent > 0 AND max_bonus > 0)));

-- A player's application to a promotion that needs the operator's approval: once per player.
CREATE TABLE promotion_applications (
  id            bigserial PRIMARY KEY,
  member_id     bigint NOT NULL REFERENCES members(id),
  promotion_id  integer NOT NULL REFERENCES promotions(promotion_id),
  status        text NOT NULL CHECK (status IN ('applying', 'approved', 'rejected')),
  -- A rejection's reason, which the player reads.
  reason        text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  decided_at    timestamptz,
  CONSTRAINT promotion_applications_once UNIQUE (member_id, promotion_id)
);
CREATE INDEX promotion_applications_queue_idx ON promotion_applications (status, id);

-- What a claim paid. The unique period is the per-player limit and the double-tap guard: the Manila
-- day of a check-in, the Monday of a cashback's week, 'once' for an approved application.
CREATE TABLE promotion_rewards (
  id            bigserial PRIMARY KEY,
  member_id     bigint NOT NULL REFERENCES members(id),
  promotion_id  integer NOT NULL REFERENCES promotions(promotion_id),
  period_key    text NOT NULL,
  amount        bigint NOT NULL CHECK (amount > 0),
  claimed_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT promotion_rewards_once_per_period UNIQUE (member_id, promotion_id, period_key)
);

-- A claimed reward is locked until its turnover is bet, as a deposit's bonus is: a grant comes from
-- exactly one deposit or one reward.
ALTER TABLE bonus_grants
  ALTER COLUMN deposit_id DROP NOT NULL,
  ADD COLUMN reward_id bigint UNIQUE REFERENCES promotion_rewards(id),
  ADD CONSTRAINT bonus_grants_one_source CHECK ((deposit_id IS NULL) <> (reward_id IS NULL));

-- The operator's approvals and rejections of applications are recorded like the cashier's.
ALTER TABLE operator_decisions DROP CONSTRAINT IF EXISTS operator_decisions_subject_check;
ALTER TABLE operator_decisions ADD CONSTRAINT operator_decisions_subject_check
  CHECK (subject IN ('deposit', 'withdrawal', 'kyc', 'promotion'));
