-- A player's profile picture (SPEC's "head icon"): re-encoded, square, no metadata, one a player.
-- Their own face, so it is served only to them, with their session.
CREATE TABLE member_icons (
  member_id     bigint PRIMARY KEY REFERENCES members(id),
  content_type  text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  content       bytea NOT NULL,
  updated_at    timestamptz NOT NULL DEFAULT now()
);
