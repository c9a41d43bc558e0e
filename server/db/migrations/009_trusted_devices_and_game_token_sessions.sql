-- Devices a player has logged in from: a login from one is throttled on its own counter, so
-- failures from elsewhere never lock the owner out (see session/trusted-devices.ts). Only an
-- HMAC of the device's random token is stored.
CREATE TABLE trusted_devices (
  token_hash  text PRIMARY KEY,
  member_id   bigint NOT NULL REFERENCES members(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX trusted_devices_member_idx ON trusted_devices (member_id);

-- A game token lives no longer than the session that launched the game: logout, a password
-- change or the session's expiry ends it. Tokens issued before this column existed have none
-- and are treated as ended.
ALTER TABLE game_tokens ADD COLUMN session_hash text REFERENCES sessions(token_hash);
CREATE INDEX game_tokens_session_idx ON game_tokens (session_hash);
