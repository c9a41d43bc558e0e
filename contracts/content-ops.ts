import { Type, type Static, type TSchema } from 'typebox';
import { REGISTER_FIELDS, RegisterField, type RegisterFieldName } from './account';
import { ANNOUNCEMENT_TYPES, type AnnouncementType } from './announcements';
import { DEPOSIT_FLOWS, DEPOSIT_TYPES, type DepositFlow, type DepositType } from './deposit';
import { PROMOTION_KINDS, type PromotionKind } from './promotions';

/**
 * The console's content and settings (issue 15): announcements and banners, help topics and
 * promotions under /ops/api/content/… (permission content.edit); whitelabel flags, registration
 * fields, payment channels, maintenance and restricted networks under /ops/api/settings/…
 * (settings.edit). Every change is audited and seen by players on their next request. Money in
 * centavos.
 */

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const literalEnum = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Instant = Type.String({ format: 'date-time' });
const SortOrder = Type.Integer({ minimum: 0, maximum: 9999 });

// --- Announcements, banners, pop-ups -----------------------------------------------------------

/** A banner's picture: PNG, JPEG or WebP (checked by its bytes), at most 2 MB. */
export const BANNER_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const BANNER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Where a banner's tap may lead: an in-app page (/m/…) or an https page outside. */
export const ANNOUNCEMENT_LINK_PATTERN = '^(/m/[^\\s]*|https://[^\\s/]+[^\\s]*)$';
export const BANNER_GROUP_PATTERN = '^[a-z_]{1,32}$';

/** One announcement as the console edits it, published or not. */
export const OpsAnnouncement = Type.Object({
  announcementId: Type.Integer(),
  type: literalEnum<AnnouncementType>(ANNOUNCEMENT_TYPES),
  /** A banner's group (m_home: the home carousel); null for the other types. */
  groupName: nullable(Type.String()),
  title: Type.String(),
  content: Type.String(),
  linkUrl: nullable(Type.String()),
  sortOrder: Type.Integer(),
  published: Type.Boolean(),
  startsAt: Type.String(),
  endsAt: nullable(Type.String()),
  /** The picture players load (a banner's uploaded one, or the one drawn from its texts). */
  pictureUrl: Type.String(),
  /** Whether a picture was uploaded. */
  hasImage: Type.Boolean(),
  updatedAt: Type.String(),
});
export type OpsAnnouncement = Static<typeof OpsAnnouncement>;

export const OpsAnnouncementList = Type.Object({ list: Type.Array(OpsAnnouncement) });
export type OpsAnnouncementList = Static<typeof OpsAnnouncementList>;

export const OpsAnnouncementsQuery = Type.Object(
  { type: Type.Optional(literalEnum<AnnouncementType>(ANNOUNCEMENT_TYPES)) },
  { additionalProperties: false },
);
export type OpsAnnouncementsQuery = Static<typeof OpsAnnouncementsQuery>;

export const OpsAnnouncementParams = Type.Object({ announcementId: Id }, { additionalProperties: false });

const announcementFields = {
  groupName: Type.Optional(nullable(Type.String({ pattern: BANNER_GROUP_PATTERN }))),
  title: Type.String({ minLength: 1, maxLength: 120 }),
  content: Type.Optional(Type.String({ maxLength: 2000 })),
  linkUrl: Type.Optional(nullable(Type.String({ maxLength: 500, pattern: ANNOUNCEMENT_LINK_PATTERN }))),
  sortOrder: Type.Optional(SortOrder),
  published: Type.Optional(Type.Boolean()),
  startsAt: Type.Optional(nullable(Instant)),
  endsAt: Type.Optional(nullable(Instant)),
};

/** POST /ops/api/content/announcements: a banner needs its group; unpublished unless `published`; from now unless `startsAt`. */
export const OpsAnnouncementCreate = Type.Object(
  { type: literalEnum<AnnouncementType>(ANNOUNCEMENT_TYPES), ...announcementFields },
  { additionalProperties: false },
);
export type OpsAnnouncementCreate = Static<typeof OpsAnnouncementCreate>;

/** PATCH /ops/api/content/announcements/:announcementId: what changes (publishing is `published`). */
export const OpsAnnouncementChange = Type.Object(
  { ...announcementFields, title: Type.Optional(announcementFields.title) },
  { additionalProperties: false, minProperties: 1 },
);
export type OpsAnnouncementChange = Static<typeof OpsAnnouncementChange>;

// --- Help topics --------------------------------------------------------------------------------

export const HELP_LANGUAGE_PATTERN = '^[A-Z]{2}$';
export const HELP_TAG_PATTERN = '^[a-z0-9][a-z0-9-]{0,39}$';

/** A help topic: `content` is operator HTML as stored (sanitised on the way in); a sub-topic names its parent. */
export const OpsHelpTopic = Type.Object({
  topicId: Type.Integer(),
  language: Type.String(),
  parentId: nullable(Type.Integer()),
  tag: Type.String(),
  title: Type.String(),
  content: Type.String(),
  sortOrder: Type.Integer(),
  published: Type.Boolean(),
  updatedAt: Type.String(),
});
export type OpsHelpTopic = Static<typeof OpsHelpTopic>;

export const OpsHelpTopicList = Type.Object({ list: Type.Array(OpsHelpTopic) });
export type OpsHelpTopicList = Static<typeof OpsHelpTopicList>;

export const OpsHelpQuery = Type.Object(
  { language: Type.Optional(Type.String({ pattern: HELP_LANGUAGE_PATTERN })) },
  { additionalProperties: false },
);
export type OpsHelpQuery = Static<typeof OpsHelpQuery>;

export const OpsHelpParams = Type.Object({ topicId: Id }, { additionalProperties: false });

const helpFields = {
  parentId: Type.Optional(nullable(Id)),
  tag: Type.String({ pattern: HELP_TAG_PATTERN }),
  title: Type.String({ minLength: 1, maxLength: 120 }),
  content: Type.String({ maxLength: 20_000 }),
  sortOrder: Type.Optional(SortOrder),
  published: Type.Optional(Type.Boolean()),
};

export const OpsHelpCreate = Type.Object(
  { language: Type.String({ pattern: HELP_LANGUAGE_PATTERN }), ...helpFields },
  { additionalProperties: false },
);
export type OpsHelpCreate = Static<typeof OpsHelpCreate>;

export const OpsHelpChange = Type.Object(
  {
    ...helpFields,
    tag: Type.Optional(helpFields.tag),
    title: Type.Optional(helpFields.title),
    content: Type.Optional(helpFields.content),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type OpsHelpChange = Static<typeof OpsHelpChange>;

// --- Promotions ---------------------------------------------------------------------------------

export const OpsPromotion = Type.Object({
  promotionId: Type.Integer(),
  kind: literalEnum<PromotionKind>(PROMOTION_KINDS),
  title: Type.String(),
  /** The Filipino title, or null (players then read the English one). */
  titleFil: nullable(Type.String()),
  startsAt: nullable(Type.String()),
  endsAt: nullable(Type.String()),
  /** Shown to players (an inactive one is hidden, and takes no new part). */
  active: Type.Boolean(),
  minDeposit: Type.Integer(),
  bonusPercent: Type.Integer(),
  maxBonus: Type.Integer(),
  rewardAmount: Type.Integer(),
  turnoverMultiplier: Type.Integer(),
  oncePerPlayer: Type.Boolean(),
});
export type OpsPromotion = Static<typeof OpsPromotion>;

export const OpsPromotionList = Type.Object({ list: Type.Array(OpsPromotion) });
export type OpsPromotionList = Static<typeof OpsPromotionList>;

export const OpsPromotionParams = Type.Object({ promotionId: Id }, { additionalProperties: false });

/** PATCH /ops/api/content/promotions/:promotionId: its texts, its dates, shown or hidden, and what it pays. */
export const OpsPromotionChange = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    titleFil: Type.Optional(nullable(Type.String({ minLength: 1, maxLength: 120 }))),
    startsAt: Type.Optional(nullable(Instant)),
    endsAt: Type.Optional(nullable(Instant)),
    active: Type.Optional(Type.Boolean()),
    bonusPercent: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
    maxBonus: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
    rewardAmount: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
    turnoverMultiplier: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type OpsPromotionChange = Static<typeof OpsPromotionChange>;

// --- Settings: maintenance and restricted networks ----------------------------------------------

export const ACCESS_SOURCES = ['environment', 'console'] as const;
const AccessSource = literalEnum(ACCESS_SOURCES);

/** The status gate's switches; each says whether it is still the environment's value or the console's. */
export const OpsAccessSettings = Type.Object({
  maintenance: Type.Boolean(),
  restrictedNetworks: Type.Array(Type.String()),
  sources: Type.Object({ maintenance: AccessSource, restrictedNetworks: AccessSource }),
});
export type OpsAccessSettings = Static<typeof OpsAccessSettings>;

/** PATCH /ops/api/settings/access: maintenance on or off, and/or the whole list of restricted IPs and CIDR blocks. */
export const OpsAccessChange = Type.Object(
  {
    maintenance: Type.Optional(Type.Boolean()),
    restrictedNetworks: Type.Optional(Type.Array(Type.String({ minLength: 2, maxLength: 49 }), { maxItems: 100, uniqueItems: true })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type OpsAccessChange = Static<typeof OpsAccessChange>;

// --- Settings: whitelabel flags -----------------------------------------------------------------

/** Every whitelabel flag with its value (GET /ops/api/settings/whitelabel); PUT …/:flag { on } switches one. */
export const OpsWhitelabelFlags = Type.Record(Type.String(), Type.Boolean());
export type OpsWhitelabelFlags = Static<typeof OpsWhitelabelFlags>;

// --- Settings: registration fields --------------------------------------------------------------

/** The registration form's fields as players get them, each saying whether the merchant overrides it. */
export const OpsRegistrationFields = Type.Object({
  list: Type.Array(Type.Object({ ...RegisterField.properties, overridden: Type.Boolean() })),
});
export type OpsRegistrationFields = Static<typeof OpsRegistrationFields>;

export const OpsRegistrationFieldParams = Type.Object(
  { field: literalEnum<RegisterFieldName>(REGISTER_FIELDS) },
  { additionalProperties: false },
);

/** PUT /ops/api/settings/registration/:field: the field's whole rule (DELETE puts the default back). */
export const OpsRegistrationFieldRule = Type.Object(
  {
    enabled: Type.Boolean(),
    required: Type.Boolean(),
    pattern: nullable(Type.String({ minLength: 1, maxLength: 200 })),
    message: nullable(Type.String({ maxLength: 200 })),
    maxLength: Type.Integer({ minimum: 1, maximum: 254 }),
  },
  { additionalProperties: false },
);
export type OpsRegistrationFieldRule = Static<typeof OpsRegistrationFieldRule>;

// --- Settings: payment channels -----------------------------------------------------------------

/** The most a single deposit may be (₱1,000,000): a guard against a slipped digit. */
export const CHANNEL_MAX_LIMIT = 100_000_000;

export const OpsPaymentChannel = Type.Object({
  channelId: Type.Integer(),
  bankType: literalEnum<DepositType>(DEPOSIT_TYPES),
  channelName: Type.String(),
  flow: literalEnum<DepositFlow>(DEPOSIT_FLOWS),
  enabled: Type.Boolean(),
  min: Type.Integer(),
  max: Type.Integer(),
  fixAmounts: Type.Array(Type.Integer()),
});
export type OpsPaymentChannel = Static<typeof OpsPaymentChannel>;

export const OpsPaymentChannelList = Type.Object({ list: Type.Array(OpsPaymentChannel) });
export type OpsPaymentChannelList = Static<typeof OpsPaymentChannelList>;

export const OpsPaymentChannelParams = Type.Object({ channelId: Id }, { additionalProperties: false });

const Limit = Type.Integer({ minimum: 1, maximum: CHANNEL_MAX_LIMIT });

/** PATCH /ops/api/settings/payment-channels/:channelId: on or off, its limits, its preset amounts (within the limits). */
export const OpsPaymentChannelChange = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean()),
    min: Type.Optional(Limit),
    max: Type.Optional(Limit),
    fixAmounts: Type.Optional(Type.Array(Limit, { maxItems: 12, uniqueItems: true })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type OpsPaymentChannelChange = Static<typeof OpsPaymentChannelChange>;
