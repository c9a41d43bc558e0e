-- The back office edits content and settings live (issue 15): banners' uploaded pictures, the
-- platform's switches (maintenance, restricted networks) and the help centre's topics.

-- A banner's uploaded picture, re-encoded on upload; its hash names the file players load, so a
-- new picture is a new address and no cache keeps the old one. Without one, players see the
-- picture drawn from the banner's texts (/wps/banner/<id>.svg).
ALTER TABLE announcements
  ADD COLUMN image bytea,
  ADD COLUMN image_type text CHECK (image_type IN ('image/png', 'image/jpeg', 'image/webp')),
  ADD COLUMN image_hash text CHECK (image_hash ~ '^[0-9a-f]{16}$'),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT announcements_image_whole CHECK ((image IS NULL) = (image_type IS NULL) AND (image IS NULL) = (image_hash IS NULL)),
  ADD CONSTRAINT announcements_window CHECK (ends_at IS NULL OR starts_at < ends_at);

-- An announcement deleted in the console takes the players' read marks with it.
ALTER TABLE announcement_reads
  DROP CONSTRAINT announcement_reads_announcement_id_fkey,
  ADD CONSTRAINT announcement_reads_announcement_id_fkey FOREIGN KEY (announcement_id) REFERENCES announcements(id) ON DELETE CASCADE;

-- Platform switches set in the console. A key that is absent takes the environment's value
-- (MAINTENANCE, RESTRICTED_NETWORKS): the environment gives the initial value, the console's
-- stands once it has set one.
CREATE TABLE platform_settings (
  key         text PRIMARY KEY CHECK (key IN ('maintenance', 'restricted_networks')),
  value       jsonb NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- The help centre's topics (SPEC §3 "Help topic"), by language, a topic's sub-topics under it.
-- `content` is operator HTML, sanitised on the way in (server/lib/operator-html.ts) and again by
-- the client before it is shown. Seeded with the texts the platform shipped in code until now.
CREATE TABLE help_topics (
  id          bigserial PRIMARY KEY,
  language    text NOT NULL CHECK (language ~ '^[A-Z]{2}$'),
  parent_id   bigint REFERENCES help_topics(id) ON DELETE CASCADE,
  tag         text NOT NULL CHECK (tag ~ '^[a-z0-9][a-z0-9-]{0,39}$'),
  title       text NOT NULL,
  content     text NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0,
  published   boolean NOT NULL DEFAULT true,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  -- A tag is the topic's anchor in the help page's address (/m/help#privacy): one per language.
  CONSTRAINT help_topics_tag_unique UNIQUE (language, tag)
);
CREATE INDEX help_topics_list_idx ON help_topics (language, parent_id, sort_order, id);

INSERT INTO help_topics (language, parent_id, tag, title, content, sort_order) VALUES ('EN', NULL, 'terms', $h$Terms and conditions$h$,
  $h$<p>Pinoy Play is operated under a licence of the Philippine Amusement and Gaming Corporation (<a href="https://www.pagcor.ph/" target="_blank" rel="noopener noreferrer">PAGCOR</a>). By opening an account you accept these terms.</p><h3>Who may play</h3><p>You may not play if you are:</p><ul><li>under 21 years old;</li><li>a government official or employee connected with gaming;</li><li>a member of the Armed Forces of the Philippines or the Philippine National Police;</li><li>a person on the National Database of Restricted Persons (NDRP); or</li><li>a gaming licence holder.</li></ul><h3>Accounts and bonuses</h3><p>One account per person. Bonuses from free games are paid only to accounts with at least one valid top-up.</p><p>We may ask you to verify your identity (KYC) before you withdraw, as the law requires. How we keep your details is set out in our <a href="/m/help#privacy">privacy policy</a>.</p>$h$, 1);
INSERT INTO help_topics (language, parent_id, tag, title, content, sort_order) VALUES ('EN', NULL, 'privacy', $h$Privacy policy$h$,
  $h$<p>We keep the personal data you give us (name, birthday, mobile number, email, identity documents) to run your account and to meet the <strong>Data Privacy Act of 2012</strong> and anti-money-laundering rules.</p><p>We never sell your data. You may ask to see, correct or delete it through customer service.</p>$h$, 2);
INSERT INTO help_topics (language, parent_id, tag, title, content, sort_order) VALUES ('EN', NULL, 'responsible-gaming', $h$Responsible gaming$h$,
  $h$<p>Play for fun, within a budget you can afford to lose.</p><ul><li>Take breaks.</li><li>Never chase losses.</li><li>Set yourself limits before you play.</li></ul><p>If gaming stops being fun, set <a href="/m/member/protection">limits or a break</a>, or talk to customer service about self-exclusion.</p>$h$, 3);
INSERT INTO help_topics (language, parent_id, tag, title, content, sort_order) VALUES ('EN', NULL, 'account', $h$Account$h$,
  $h$<p>How to register, log in and keep your account safe.</p>$h$, 4);
INSERT INTO help_topics (language, parent_id, tag, title, content, sort_order) VALUES ('EN',
  (SELECT id FROM help_topics WHERE language = 'EN' AND tag = 'account'), 'register', $h$Registering$h$,
  $h$<p>Register with a username or your mobile number. You must be at least 21 years old.</p><ol><li>Open <a href="/m/register">Register</a>.</li><li>Fill in the form and the SMS code.</li><li>Accept the disclaimer and tap Register.</li></ol>$h$, 1);
INSERT INTO help_topics (language, parent_id, tag, title, content, sort_order) VALUES ('EN',
  (SELECT id FROM help_topics WHERE language = 'EN' AND tag = 'account'), 'password', $h$Forgotten password$h$,
  $h$<p>Use <a href="/m/forget">Forgot password</a> on the login page to reset it with a code sent by SMS or email.</p>$h$, 2);
INSERT INTO help_topics (language, parent_id, tag, title, content, sort_order) VALUES ('TY', NULL, 'terms', $h$Mga tuntunin at kondisyon$h$,
  $h$<p>Ang Pinoy Play ay pinapatakbo sa ilalim ng lisensya ng Philippine Amusement and Gaming Corporation (<a href="https://www.pagcor.ph/" target="_blank" rel="noopener noreferrer">PAGCOR</a>). Sa pagbubukas ng account, tinatanggap mo ang mga tuntuning ito.</p><h3>Sino ang maaaring maglaro</h3><p>Hindi ka maaaring maglaro kung ikaw ay:</p><ul><li>wala pang 21 taong gulang;</li><li>opisyal o empleyado ng pamahalaan na may kaugnayan sa gaming;</li><li>kasapi ng Sandatahang Lakas ng Pilipinas o ng Pambansang Pulisya ng Pilipinas;</li><li>nasa National Database of Restricted Persons (NDRP); o</li><li>may hawak ng lisensya sa gaming.</li></ul><h3>Mga account at bonus</h3><p>Isang account lamang bawat tao. Ang mga bonus mula sa libreng laro ay ibinibigay lamang sa mga account na may kahit isang wastong top-up.</p><p>Maaari naming hingin na patunayan mo ang iyong pagkakakilanlan (KYC) bago ka mag-withdraw, ayon sa batas. Kung paano namin iniingatan ang iyong mga detalye ay nasa aming <a href="/m/help#privacy">patakaran sa privacy</a>.</p>$h$, 1);
INSERT INTO help_topics (language, parent_id, tag, title, content, sort_order) VALUES ('TY', NULL, 'privacy', $h$Patakaran sa privacy$h$,
  $h$<p>Iniingatan namin ang personal na datos na ibinibigay mo (pangalan, kaarawan, numero ng mobile, email, mga dokumento ng pagkakakilanlan) para patakbuhin ang iyong account at sundin ang <strong>Data Privacy Act of 2012</strong> at ang mga patakaran laban sa money laundering.</p><p>Hindi namin ibinebenta ang iyong datos. Maaari mong hilingin na makita, itama o burahin ito sa pamamagitan ng customer service.</p>$h$, 2);
INSERT INTO help_topics (language, parent_id, tag, title, content, sort_order) VALUES ('TY', NULL, 'responsible-gaming', $h$Responsableng paglalaro$h$,
  $h$<p>Maglaro para sa kasiyahan, sa loob ng badyet na kaya mong mawala.</p><ul><li>Magpahinga.</li><li>Huwag habulin ang mga talo.</li><li>Magtakda ng mga limitasyon bago maglaro.</li></ul><p>Kung hindi na masaya ang paglalaro, magtakda ng <a href="/m/member/protection">mga limitasyon o pahinga</a>, o kausapin ang customer service tungkol sa self-exclusion.</p>$h$, 3);
INSERT INTO help_topics (language, parent_id, tag, title, content, sort_order) VALUES ('TY', NULL, 'account', $h$Account$h$,
  $h$<p>Paano magparehistro, mag-log in at panatilihing ligtas ang iyong account.</p>$h$, 4);
INSERT INTO help_topics (language, parent_id, tag, title, content, sort_order) VALUES ('TY',
  (SELECT id FROM help_topics WHERE language = 'TY' AND tag = 'account'), 'register', $h$Pagpaparehistro$h$,
  $h$<p>Magparehistro gamit ang username o ang iyong numero ng mobile. Dapat ay hindi bababa sa 21 taong gulang ka.</p><ol><li>Buksan ang <a href="/m/register">Magparehistro</a>.</li><li>Punan ang form at ang SMS code.</li><li>Tanggapin ang disclaimer at pindutin ang Magparehistro.</li></ol>$h$, 1);
INSERT INTO help_topics (language, parent_id, tag, title, content, sort_order) VALUES ('TY',
  (SELECT id FROM help_topics WHERE language = 'TY' AND tag = 'account'), 'password', $h$Nakalimutang password$h$,
  $h$<p>Gamitin ang <a href="/m/forget">Nakalimutan ang password</a> sa pahina ng pag-log in para i-reset ito gamit ang code na ipinadala sa SMS o email.</p>$h$, 2);
