import type { Http } from './http';

/** SPEC §9 content types: banner B, player notice PL, pop-up PU. */
export type AnnouncementType = 'B' | 'PL' | 'PU';

/** One announcement; `url` is a banner's image, `linkUrl` where a tap on it goes (or null). */
export interface Announcement {
  id: number;
  announcementId: number;
  type: AnnouncementType;
  groupName: string | null;
  title: string;
  content: string;
  url: string;
  linkUrl: string | null;
  read: boolean;
}

export interface AnnouncementList {
  banners: Announcement[];
  player: Announcement[];
  popup: Announcement[];
  promotion: Announcement[];
}

/** SPEC §9 "platform ... M for announcements". */
const PLATFORM = 'M';

/** Read flags come back only when the session token rides along (the http client adds it). */
export function announcementsApi(http: Http) {
  return {
    list: (params: { types: string; groupName: string }) =>
      http.request<AnnouncementList>({ method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements', params: { platform: PLATFORM, ...params } }),
    markRead: (announcementId: number) =>
      http.request<null>({ method: 'POST', url: '/wps/relay/MCSFE_markAnnouncementAsRead', data: { announcementId, read: true } }),
  };
}
