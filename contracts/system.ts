import { Type, type Static } from 'typebox';

/** Whitelabel flags of SPEC §6; each switches one optional feature on. */
export const WHITELABEL_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'MANDATORYKYC3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'CBS3',
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];

export const WhitelabelValue = Type.Record(Type.String(), Type.Boolean());
export type WhitelabelValue = Record<WhitelabelFlag, boolean>;

/** 0 normal, 1 maintenance (also when both maintenance and region restriction), 2 region restricted. */
const SystemStatusCode = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);

export const CustomerServiceEntry = Type.Object({
  csType: Type.String(),
  title: Type.String(),
  path: Type.String(),
  /** '3': `path` is sealed (contracts/service-link.ts); the client opens it before use. Absent: `path` is plain. */
  type: Type.Optional(Type.String()),
});
export type CustomerServiceEntry = Static<typeof CustomerServiceEntry>;

export const ResourceLink = Type.Object({
  resourceType: Type.String(),
  url: Type.String(),
});
export type ResourceLink = Static<typeof ResourceLink>;

export const StatusValue = Type.Object({
  status: SystemStatusCode,
  maintenance: Type.Boolean(),
  regionRestriction: Type.Boolean(),
  location: Type.Object({ ip: Type.String() }),
  info: Type.Object({
    mainDomain: Type.String(),
    mobileTemplate: Type.Object({ mem_cen: Type.String(), dep_func: Type.String() }),
    imageCDNs: Type.Array(Type.String()),
    register: Type.Boolean(),
  }),
});
export type StatusValue = Static<typeof StatusValue>;

export const ConsolidatedSettingsValue = Type.Object({
  merchantCode: Type.String(),
  currency: Type.String(),
  currencySymbol: Type.String(),
  defaultLanguage: Type.String(),
  languages: Type.Array(Type.String()),
  directRegistration: Type.Boolean(),
  mobileVerificationLogin: Type.Boolean(),
  minimumAge: Type.Integer(),
  appWindow: Type.Boolean(),
  customerService: Type.Array(CustomerServiceEntry),
  resources: Type.Array(ResourceLink),
  socialLinks: Type.Record(Type.String(), Type.String()),
});
export type ConsolidatedSettingsValue = Static<typeof ConsolidatedSettingsValue>;

export const DomainRouteValue = Type.Object({
  mainDomain: Type.String(),
  domains: Type.Array(Type.String()),
  imageCDNs: Type.Array(Type.String()),
});
export type DomainRouteValue = Static<typeof DomainRouteValue>;

export const Country = Type.Object({
  code: Type.String({ description: 'ISO 3166-1 alpha-2' }),
  name: Type.String(),
  dialingCode: Type.String({ description: 'Country calling code without the plus sign' }),
});
export type Country = Static<typeof Country>;
