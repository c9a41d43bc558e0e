import type { AnnouncementType } from '../../../contracts/announcements';
import type { RegisterFieldName } from '../../../contracts/account';
import type {
  OpsAccessChange,
  OpsAccessSettings,
  OpsAnnouncement,
  OpsAnnouncementChange,
  OpsAnnouncementCreate,
  OpsAnnouncementList,
  OpsHelpChange,
  OpsHelpCreate,
  OpsHelpTopic,
  OpsHelpTopicList,
  OpsPaymentChannel,
  OpsPaymentChannelChange,
  OpsPaymentChannelList,
  OpsPromotion,
  OpsPromotionChange,
  OpsPromotionList,
  OpsRegistrationFieldRule,
  OpsRegistrationFields,
  OpsWhitelabelFlags,
} from '../../../contracts/content-ops';
import type { WhitelabelFlag } from '../../../contracts/system';
import type { OpsCall } from './call';

/** Content (content.edit) and settings (settings.edit) as the console edits them (contracts/content-ops.ts). */
export interface ContentCalls {
  listAnnouncements(type?: AnnouncementType): Promise<OpsAnnouncementList>;
  createAnnouncement(body: OpsAnnouncementCreate): Promise<OpsAnnouncement>;
  /** A change; publishing and unpublishing are `published`. */
  changeAnnouncement(announcementId: number, body: OpsAnnouncementChange): Promise<OpsAnnouncement>;
  deleteAnnouncement(announcementId: number): Promise<void>;
  /** multipart/form-data: the picture as `image`. */
  uploadBannerImage(announcementId: number, image: Blob): Promise<OpsAnnouncement>;
  listHelpTopics(language?: string): Promise<OpsHelpTopicList>;
  createHelpTopic(body: OpsHelpCreate): Promise<OpsHelpTopic>;
  changeHelpTopic(topicId: number, body: OpsHelpChange): Promise<OpsHelpTopic>;
  deleteHelpTopic(topicId: number): Promise<void>;
  listPromotions(): Promise<OpsPromotionList>;
  changePromotion(promotionId: number, body: OpsPromotionChange): Promise<OpsPromotion>;
  accessSettings(): Promise<OpsAccessSettings>;
  changeAccess(body: OpsAccessChange): Promise<OpsAccessSettings>;
  whitelabelFlags(): Promise<OpsWhitelabelFlags>;
  switchWhitelabelFlag(flag: WhitelabelFlag, on: boolean): Promise<OpsWhitelabelFlags>;
  registrationFields(): Promise<OpsRegistrationFields>;
  /** A field's whole rule, or null for the platform's default. */
  setRegistrationField(field: RegisterFieldName, rule: OpsRegistrationFieldRule | null): Promise<OpsRegistrationFields>;
  paymentChannels(): Promise<OpsPaymentChannelList>;
  changePaymentChannel(channelId: number, body: OpsPaymentChannelChange): Promise<OpsPaymentChannel>;
}

const CONTENT = '/ops/api/content';
const SETTINGS = '/ops/api/settings';

export function contentCalls(call: OpsCall): ContentCalls {
  return {
    listAnnouncements: (type) => call('GET', `${CONTENT}/announcements${type ? `?type=${type}` : ''}`),
    createAnnouncement: (body) => call('POST', `${CONTENT}/announcements`, body),
    changeAnnouncement: (id, body) => call('PATCH', `${CONTENT}/announcements/${id}`, body),
    deleteAnnouncement: (id) => call('DELETE', `${CONTENT}/announcements/${id}`),
    uploadBannerImage: (id, image) => {
      const form = new FormData();
      form.append('image', image);
      return call('POST', `${CONTENT}/announcements/${id}/image`, form);
    },
    listHelpTopics: (language) => call('GET', `${CONTENT}/help${language ? `?language=${language}` : ''}`),
    createHelpTopic: (body) => call('POST', `${CONTENT}/help`, body),
    changeHelpTopic: (id, body) => call('PATCH', `${CONTENT}/help/${id}`, body),
    deleteHelpTopic: (id) => call('DELETE', `${CONTENT}/help/${id}`),
    listPromotions: () => call('GET', `${CONTENT}/promotions`),
    changePromotion: (id, body) => call('PATCH', `${CONTENT}/promotions/${id}`, body),
    accessSettings: () => call('GET', `${SETTINGS}/access`),
    changeAccess: (body) => call('PATCH', `${SETTINGS}/access`, body),
    whitelabelFlags: () => call('GET', `${SETTINGS}/whitelabel`),
    switchWhitelabelFlag: (flag, on) => call('PUT', `${SETTINGS}/whitelabel/${flag}`, { on }),
    registrationFields: () => call('GET', `${SETTINGS}/registration`),
    setRegistrationField: (field, rule) =>
      rule ? call('PUT', `${SETTINGS}/registration/${field}`, rule) : call('DELETE', `${SETTINGS}/registration/${field}`),
    paymentChannels: () => call('GET', `${SETTINGS}/payment-channels`),
    changePaymentChannel: (id, body) => call('PATCH', `${SETTINGS}/payment-channels/${id}`, body),
  };
}
