-- The messenger contacts a player gave at registration (Facebook, WhatsApp, LINE), when the
-- operator asks for them: for support to reach the player. Only what was given is kept.
ALTER TABLE members ADD COLUMN messengers jsonb NOT NULL DEFAULT '{}'::jsonb;
