import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import { fakeOpsApi, renderOps, staffMe } from '../../test/fakes';
import { announcement } from '../../test/contentFakes';

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Back office' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:chosen-picture'), revokeObjectURL: vi.fn() });
});

describe('announcements and banners in the console', () => {
  it('are in the navigation of a content editor, not of a cashier, who is taken home from their address', async () => {
    await renderOps('/ops', { me: staffMe('cora', ['contentEditor']) });
    expect(navLinks()).toEqual(expect.arrayContaining(['Announcements and banners', 'Help topics', 'Promotions']));
    expect(navLinks()).not.toContain('Maintenance and access');
  });

  it('take a cashier home', async () => {
    const { location } = await renderOps('/ops/content/announcements', { me: staffMe('carl', ['cashier']) });
    expect(location()).toBe('/ops');
    expect(navLinks()).not.toContain('Announcements and banners');
  });

  it('lists the banners with their pictures and states, and the other types on request', async () => {
    const api = fakeOpsApi({
      listAnnouncements: vi.fn(async (type) =>
        type === 'PU'
          ? { list: [announcement(9, { title: 'Verify your account' }, 'PU')] }
          : { list: [announcement(1, { title: 'Welcome bonus' }), announcement(2, { title: 'Fiesta', published: false })] },
      ),
    });
    await renderOps('/ops/content/announcements', { api, me: staffMe('cora', ['contentEditor']) });
    const grid = await screen.findByRole('table', { name: 'Banners' });
    const fiesta = within(grid).getByRole('cell', { name: 'Fiesta' }).closest('tr') as HTMLElement;
    expect(within(fiesta).getByText('Draft')).toBeTruthy();
    expect(within(fiesta).getByRole('button', { name: 'Publish Fiesta' })).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Unpublish Welcome bonus' })).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Pop-ups');
    expect(await screen.findByRole('table', { name: 'Pop-ups' })).toBeTruthy();
    expect(api.listAnnouncements).toHaveBeenLastCalledWith('PU');
    expect(screen.getByRole('cell', { name: 'Verify your account' })).toBeTruthy();
  });

  it('creates a banner with its picture, previewed before it is sent, then publishes it', async () => {
    const created = announcement(7, { title: 'Fiesta weekend', published: false });
    const withPicture = { ...created, hasImage: true, pictureUrl: '/wps/banner/7-0123456789abcdef.png' };
    const api = fakeOpsApi({
      createAnnouncement: vi.fn(async () => created),
      uploadBannerImage: vi.fn(async () => withPicture),
      changeAnnouncement: vi.fn(async () => ({ ...withPicture, published: true })),
    });
    await renderOps('/ops/content/announcements', { api, me: staffMe('cora', ['contentEditor']) });
    await screen.findByText('Nothing here yet.');
    await userEvent.click(screen.getByRole('button', { name: 'New banner' }));
    const form = screen.getByRole('form', { name: 'New banner' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Fiesta weekend');
    await userEvent.type(within(form).getByLabelText('Link (optional)'), '/m/activity');
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'fiesta.png', { type: 'image/png' });
    await userEvent.upload(within(form).getByLabelText('Picture'), picture);
    expect((within(form).getByRole('img', { name: 'Picture preview' }) as HTMLImageElement).src).toBe('blob:chosen-picture');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.uploadBannerImage).toHaveBeenCalledWith(7, picture));
    expect(api.createAnnouncement).toHaveBeenCalledWith({
      type: 'B',
      title: 'Fiesta weekend',
      content: '',
      linkUrl: '/m/activity',
      sortOrder: 0,
      groupName: 'm_home',
      endsAt: null,
    });
    expect(screen.queryByRole('form', { name: 'New banner' })).toBeNull();
    const row = screen.getByRole('cell', { name: 'Fiesta weekend' }).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Publish Fiesta weekend' }));
    expect(api.changeAnnouncement).toHaveBeenCalledWith(7, { published: true });
    await waitFor(() => expect(within(row).getByText('Published')).toBeTruthy());
  });

  it('refuses a picture over 2 MB before sending it, and says why the server refused one', async () => {
    const banner = announcement(3, { title: 'Old banner' });
    const api = fakeOpsApi({
      listAnnouncements: vi.fn(async () => ({ list: [banner] })),
      changeAnnouncement: vi.fn(async () => banner),
      uploadBannerImage: vi.fn().mockRejectedValue(new ApiError('FIELD_INVALID', 'not an image', 400, { field: 'image' })),
    });
    await renderOps('/ops/content/announcements', { api, me: staffMe('cora', ['contentEditor']) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Old banner' }));
    const form = screen.getByRole('form', { name: 'Edit Old banner' });
    expect((within(form).getByRole('img', { name: 'Picture preview' }) as HTMLImageElement).getAttribute('src')).toBe(banner.pictureUrl);
    const huge = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(within(form).getByLabelText('Picture'), huge);
    expect(within(form).getByRole('alert').textContent).toBe('The picture is larger than 2 MB.');

    await userEvent.upload(within(form).getByLabelText('Picture'), new File(['text'], 'notes.png', { type: 'image/png' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('The picture must be a PNG, JPEG or WebP image of at most 2 MB.');
  });

  it('deletes an announcement only after a confirmation', async () => {
    const api = fakeOpsApi({ listAnnouncements: vi.fn(async () => ({ list: [announcement(4, { title: 'Gone soon' })] })) });
    await renderOps('/ops/content/announcements', { api, me: staffMe('cora', ['contentEditor']) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Gone soon' }));
    expect(api.deleteAnnouncement).not.toHaveBeenCalled();
    await userEvent.click(within(screen.getByRole('form', { name: 'Delete Gone soon' })).getByRole('button', { name: 'Delete' }));
    expect(api.deleteAnnouncement).toHaveBeenCalledWith(4);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Gone soon' })).toBeNull());
  });
});
