-- Invite / referral: a member's own invitation code is an affiliate of the merchant owned by that
-- member, so registration's invitation-code check (account/affiliates.ts) accepts it as it is and
-- the new account keeps it in members.affiliate_code, which is how a member's players are found.

ALTER TABLE affiliates ADD COLUMN member_id bigint REFERENCES members(id);

-- One code a member, made the first time they open their invitation.
CREATE UNIQUE INDEX affiliates_member_unique ON affiliates (member_id) WHERE member_id IS NOT NULL;

-- A member's players, newest first; codes are matched without regard to case, as registration does.
CREATE INDEX members_invited_by ON members (merchant_code, upper(affiliate_code), created_at DESC) WHERE affiliate_code IS NOT NULL;
