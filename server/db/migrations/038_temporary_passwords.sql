-- A password support gave out (the console's password reset): it logs in until password_expires_at,
-- and only to choose a new one (first_time_login, which setPassword clears with the expiry).
ALTER TABLE members ADD COLUMN password_expires_at timestamptz;

ALTER TABLE staff_player_actions DROP CONSTRAINT staff_player_actions_action_check;
ALTER TABLE staff_player_actions
  ADD CONSTRAINT staff_player_actions_action_check CHECK (action IN ('limit', 'exclusion', 'sessions_ended', 'password_reset'));
