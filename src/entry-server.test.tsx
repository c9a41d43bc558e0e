// The server build itself runs on Node in the end-to-end stories (tests/e2e/first-screen.spec.ts);
// here its drawing is checked screen by screen.
import { describe, expect, it } from 'vitest';
import { renderFirstScreen } from './entry-server';
import { SETTINGS, announcementOf } from './test/fakes';

const START = {
  '/wps/system/status': { success: true, value: { status: 0, location: { ip: '198.51.100.7' } } },
  '/wps/system/settings/consolidated': { success: true, value: SETTINGS },
};
const BANNERS = {
  success: true,
  value: { banners: [announcementOf(1, { title: 'Welcome bonus' }), announcementOf(2)], player: [], popup: [] },
};
const NO_BANNERS = { success: true, value: { banners: [], player: [], popup: [] } };

/** The platform as the first screen meets it: home's banners for the home group, none for the others. */
function platform() {
  const asked: string[] = [];
  const ask = async (path: string) => {
    asked.push(path);
    if (path.startsWith('/wps/relay/MCSFE_getListAnnouncements')) return path.includes('groupName=m_home') ? BANNERS : NO_BANNERS;
    throw new Error(`unexpected call ${path}`);
  };
  return { asked, ask };
}

describe('the first screen drawn on the server', () => {
  it('is a visitor’s login screen behind the first visit’s terms, from the start answers alone', async () => {
    const { asked, ask } = platform();
    const { html, answers } = await renderFirstScreen('/m/login', START, ask);
    expect(html).toContain('<h1 class="page__title">Log in</h1>');
    expect(html).toMatch(/role="dialog"[^>]*>/);
    expect(asked).toEqual([]);
    expect(answers).toEqual(START);
  });

  it('shows home’s first banner as a picture, and hands the page every answer it was drawn with', async () => {
    const { asked, ask } = platform();
    const { html, answers } = await renderFirstScreen('/m/home', START, ask);
    expect(html).toContain('<img src="/wps/banner/1.svg" alt="Welcome bonus" class="banners__image"/>');
    // The loop's copy of the last banner in front of it is kept out of view until the row moves (HomeBanners.css).
    expect(html).toMatch(/class="banners__slide banners__slide--lead"[^>]*><img src="\/wps\/banner\/2.svg"/);
    expect(asked.length).toBeGreaterThan(0);
    expect(Object.keys(answers)).toEqual([...Object.keys(START), ...asked]);
    expect(answers[asked.find((path) => path.includes('groupName=m_home'))!]).toEqual(BANNERS);
  });

  it('draws a lazily loaded page complete, not its spinner', async () => {
    const { ask } = platform();
    const { html } = await renderFirstScreen('/m/game', START, ask);
    expect(html).toContain('class="lobby"');
    expect(html).not.toContain('spinner');
  });

  it('fails rather than draw a screen whose data could not be had', async () => {
    const failing = async () => {
      throw new Error('refused');
    };
    await expect(renderFirstScreen('/m/home', START, failing)).rejects.toThrow('refused');
  });
});
