-- The operator side of the seamless-wallet API (Hub88 Operator Wallet API shape).

CREATE TABLE wallet_partners (
  code            text PRIMARY KEY,
  name            text NOT NULL,
  -- PEM of the key the partner signs request bodies with (X-Hub88-Signature, RSA-SHA256).
  public_key_pem  text NOT NULL,
  active          boolean NOT NULL DEFAULT true
);

-- Game tokens: what a launch URL carries instead of the session token. Only hashes are kept.
CREATE TABLE game_tokens (
  token_hash    text PRIMARY KEY,
  member_id     bigint NOT NULL REFERENCES members(id),
  partner_code  text NOT NULL REFERENCES wallet_partners(code),
  game_code     text NOT NULL,
  currency      text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL
);
CREATE INDEX game_tokens_member_idx ON game_tokens (member_id);

-- Every bet, win and rollback a partner sent, applied once. A rollback of a bet never seen
-- leaves a 'rolled_back' placeholder under the bet's uuid, so the late bet is refused.
CREATE TABLE wallet_transactions (
  partner_code                text NOT NULL REFERENCES wallet_partners(code),
  transaction_uuid            text NOT NULL,
  kind                        text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback')),
  state                       text NOT NULL CHECK (state IN ('applied', 'rolled_back', 'placeholder')),
  member_id                   bigint NOT NULL REFERENCES members(id),
  round                       text,
  game_code                   text,
  amount                      bigint NOT NULL CHECK (amount >= 0),
  currency                    text NOT NULL,
  reference_transaction_uuid  text,
  -- Hash of the fields that define the transaction: a replay must match it exactly.
  fingerprint                 text NOT NULL,
  balance_after               bigint NOT NULL,
  ledger_transfer_id          bigint REFERENCES ledger_transfers(id),
  created_at                  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (partner_code, transaction_uuid)
);
CREATE INDEX wallet_transactions_member_idx ON wallet_transactions (member_id, created_at DESC);
CREATE INDEX wallet_transactions_round_idx ON wallet_transactions (partner_code, round);
