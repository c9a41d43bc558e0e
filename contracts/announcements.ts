import { Type, type Static } from 'typebox';

/** SPEC §9 content types: banner B, player notice PL, pop-up PU, promotion PR. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** GET /wps/relay/MCSFE_getListAnnouncements: `types` is a comma-separated list (all four when absent). */
export const AnnouncementsQuery = Type.Object(
  {
    types: Type.Optional(Type.String({ pattern: '^(B|PL|PU|PR)(,(B|PL|PU|PR))*$' })),
    groupName: Type.Optional(Type.String({ pattern: '^[a-z_]{1,32}$' })),
    platform: Type.Optional(Type.String({ maxLength: 4 })),
    merchantCode: Type.Optional(Type.String({ maxLength: 32 })),
    language: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
  },
  { additionalProperties: false },
);
export type AnnouncementsQuery = Static<typeof AnnouncementsQuery>;

/** One announcement; `url` is a banner's image, `linkUrl` where a tap on it goes (or null). */
export const Announcement = Type.Object({
  id: Type.Integer(),
  announcementId: Type.Integer(),
  type: Type.Unsafe<AnnouncementType>({ type: 'string' }),
  groupName: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  content: Type.String(),
  url: Type.String({ description: 'Image (banners)' }),
  linkUrl: Type.Union([Type.String(), Type.Null()]),
  read: Type.Boolean(),
});
export type Announcement = Static<typeof Announcement>;

export const AnnouncementList = Type.Object({
  banners: Type.Array(Announcement),
  player: Type.Array(Announcement),
  popup: Type.Array(Announcement),
  promotion: Type.Array(Announcement),
});
export type AnnouncementList = Static<typeof AnnouncementList>;

/** POST /wps/relay/MCSFE_markAnnouncementAsRead */
export const MarkReadBody = Type.Object(
  { announcementId: Type.Integer({ minimum: 1 }), read: Type.Literal(true) },
  { additionalProperties: false },
);
export type MarkReadBody = Static<typeof MarkReadBody>;
