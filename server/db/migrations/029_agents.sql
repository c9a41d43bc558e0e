-- Agents (SPEC §6) and their contracts (SPEC §3 "Contract requests").
-- An agent is a member account flagged as one (not the role 'agent' of 002, a non-member account
-- the member login refuses). Its downline is every member registered with one of its
-- invitation (affiliate) codes.

ALTER TABLE members ADD COLUMN is_agent boolean NOT NULL DEFAULT false;

-- The agent an invitation code belongs to; codes without one (the merchant's own) have none.
ALTER TABLE affiliates ADD COLUMN agent_member_id bigint REFERENCES members(id);
CREATE INDEX affiliates_agent_idx ON affiliates (agent_member_id) WHERE agent_member_id IS NOT NULL;

-- A downline is found by its invitation code, compared as registration compares it (case and
-- surrounding spaces ignored).
CREATE INDEX members_affiliate_code_idx ON members (merchant_code, upper(btrim(affiliate_code))) WHERE affiliate_code IS NOT NULL;

-- A contract the operator offers an agent: daily salary, dividend (per half month) or hourly
-- salary. tiers: [{minimum, activePlayers, reward}] in ascending order; minimum is centavos of
-- downline turnover (salaries) or net loss (dividend), reward centavos (salaries) or basis points
-- of the net loss (dividend). The agent decides once: offered, then accepted or declined.
CREATE TABLE agent_contracts (
  id               bigserial PRIMARY KEY,
  agent_member_id  bigint NOT NULL REFERENCES members(id),
  kind             text NOT NULL CHECK (kind IN ('daily_salary', 'dividend', 'hourly_salary')),
  tiers            jsonb NOT NULL CHECK (jsonb_typeof(tiers) = 'array' AND jsonb_array_length(tiers) BETWEEN 1 AND 20),
  status           text NOT NULL DEFAULT 'offered' CHECK (status IN ('offered', 'accepted', 'declined')),
  offered_at       timestamptz NOT NULL DEFAULT now(),
  decided_at       timestamptz,
  CONSTRAINT agent_contracts_decided CHECK ((status = 'offered') = (decided_at IS NULL))
);
-- At most one open contract (offered or accepted) of a kind per agent; declined ones stay as history.
CREATE UNIQUE INDEX agent_contracts_open ON agent_contracts (agent_member_id, kind) WHERE status IN ('offered', 'accepted');
CREATE INDEX agent_contracts_agent_idx ON agent_contracts (agent_member_id, kind, offered_at DESC);
