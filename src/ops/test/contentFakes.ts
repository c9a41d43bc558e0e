import { vi } from 'vitest';
import type { AnnouncementType } from '../../../contracts/announcements';
import type { OpsAnnouncement, OpsHelpTopic, OpsPaymentChannel } from '../../../contracts/content-ops';
import type { ContentCalls } from '../api/contentCalls';

/** Content and settings calls as fakeOpsApi answers them by default: empty lists, the environment's switches, every flag off. */
export function fakeContentCalls(): ContentCalls {
  const refuse = (name: string) => async () => {
    throw new Error(`${name}: give the test its answer`);
  };
  return {
    listAnnouncements: vi.fn(async () => ({ list: [] })),
    createAnnouncement: vi.fn(refuse('createAnnouncement')),
    changeAnnouncement: vi.fn(refuse('changeAnnouncement')),
    deleteAnnouncement: vi.fn(async () => undefined),
    uploadBannerImage: vi.fn(refuse('uploadBannerImage')),
    listHelpTopics: vi.fn(async () => ({ list: [] })),
    createHelpTopic: vi.fn(refuse('createHelpTopic')),
    changeHelpTopic: vi.fn(refuse('changeHelpTopic')),
    deleteHelpTopic: vi.fn(async () => undefined),
    listPromotions: vi.fn(async () => ({ list: [] })),
    changePromotion: vi.fn(refuse('changePromotion')),
    accessSettings: vi.fn(async () => ({
      maintenance: false,
      restrictedNetworks: [],
      sources: { maintenance: 'environment' as const, restrictedNetworks: 'environment' as const },
    })),
    changeAccess: vi.fn(refuse('changeAccess')),
    whitelabelFlags: vi.fn(async () => ({})),
    switchWhitelabelFlag: vi.fn(refuse('switchWhitelabelFlag')),
    registrationFields: vi.fn(async () => ({ list: [] })),
    setRegistrationField: vi.fn(refuse('setRegistrationField')),
    paymentChannels: vi.fn(async () => ({ list: [] })),
    changePaymentChannel: vi.fn(refuse('changePaymentChannel')),
  };
}

export function announcement(id: number, extra: Partial<OpsAnnouncement> = {}, type: AnnouncementType = 'B'): OpsAnnouncement {
  return {
    announcementId: id,
    type,
    groupName: type === 'B' ? 'm_home' : null,
    title: `Banner ${id}`,
    content: '',
    linkUrl: null,
    sortOrder: id,
    published: true,
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: null,
    pictureUrl: `/wps/banner/${id}.svg?v=abcd1234`,
    hasImage: false,
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...extra,
  };
}

export function helpTopic(id: number, extra: Partial<OpsHelpTopic> = {}): OpsHelpTopic {
  return {
    topicId: id,
    language: 'EN',
    parentId: null,
    tag: `topic-${id}`,
    title: `Topic ${id}`,
    content: '<p>Text</p>',
    sortOrder: id,
    published: true,
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...extra,
  };
}

export function paymentChannel(id: number, extra: Partial<OpsPaymentChannel> = {}): OpsPaymentChannel {
  return {
    channelId: id,
    bankType: 'WT',
    channelName: `Channel ${id}`,
    flow: 'gateway',
    enabled: true,
    min: 10_000,
    max: 5_000_000,
    fixAmounts: [10_000, 50_000],
    ...extra,
  };
}
