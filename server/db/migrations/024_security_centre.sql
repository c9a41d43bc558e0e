-- The security centre (issue 13): security questions, a bound (verified) email, the payee name,
-- and what a player needs to recognise their sessions (the device's user agent, a public id).

-- Answers to the player's security questions: argon2id hashes of the normalised answers (case
-- and spaces folded), never the answers. The questions themselves are a fixed list in the code
-- (server/modules/security/questions.ts); a player answers three different ones.
CREATE TABLE member_security_answers (
  member_id    bigint NOT NULL REFERENCES members(id),
  position     smallint NOT NULL CHECK (position BETWEEN 1 AND 3),
  question_id  smallint NOT NULL CHECK (question_id > 0),
  answer_hash  text NOT NULL,
  set_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, position),
  CONSTRAINT member_security_answers_question_once UNIQUE (member_id, question_id)
);

-- A bound email is one proved by a code sent to it; the email typed at registration stays unproved.
-- A proved address belongs to one account of a merchant.
ALTER TABLE members
  ADD COLUMN email_verified_at timestamptz,
  -- The name payouts are made to (SPEC §3 payeeName); agrees with real_name once identity is verified.
  ADD COLUMN payee_name        text CHECK (char_length(payee_name) BETWEEN 2 AND 100);
CREATE UNIQUE INDEX members_verified_email_unique
  ON members (merchant_code, lower(email)) WHERE email_verified_at IS NOT NULL;

ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check
  CHECK (purpose IN ('register', 'login', 'reset', 'email_reset', 'bind_email'));

-- Sessions: the device's user agent (as sent, cut to 512 characters) for "last login" and the
-- sessions list, and a public id so a player can end one session without ever seeing its token hash.
ALTER TABLE sessions
  ADD COLUMN user_agent text CHECK (char_length(user_agent) <= 512),
  ADD COLUMN id         bigserial;
CREATE UNIQUE INDEX sessions_id_unique ON sessions (id);
CREATE INDEX sessions_member_created_idx ON sessions (member_id, created_at DESC);
