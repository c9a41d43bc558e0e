-- Announcements: banners (B), player notices (PL), pop-ups (PU) and promotions (PR), with reads.

CREATE TABLE announcements (
  id             bigserial PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  type           text NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR')),
  group_name     text,
  title          text NOT NULL,
  content        text NOT NULL DEFAULT '',
  link_url       text,
  sort_order     integer NOT NULL DEFAULT 0,
  active         boolean NOT NULL DEFAULT true,
  starts_at      timestamptz NOT NULL DEFAULT now() - interval '1 day',
  ends_at        timestamptz
);
CREATE INDEX announcements_list_idx ON announcements (merchant_code, type, sort_order);

CREATE TABLE announcement_reads (
  member_id        bigint NOT NULL REFERENCES members(id),
  announcement_id  bigint NOT NULL REFERENCES announcements(id),
  read_at          timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, announcement_id)
);
