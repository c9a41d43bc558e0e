import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../test/fakes';
import { renderWithStores } from '../test/render';
import { ConfirmDialog } from './ConfirmDialog';
import { LoadingOverlay } from './LoadingOverlay';
import { Toast } from './Toast';

describe('Toast', () => {
  afterEach(() => vi.useRealTimers());

  it('announces the message politely and clears it after 1.5 s', () => {
    vi.useFakeTimers();
    const store = makeStore();
    renderWithStores(<Toast />, { store });
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => store.ui.showToast('toasts.noCustomerService'));
    expect(region.textContent).toBe('Customer service is not available right now.');
    act(() => vi.advanceTimersByTime(1499));
    expect(region.textContent).toBe('Customer service is not available right now.');
    act(() => vi.advanceTimersByTime(1));
    expect(region.textContent).toBe('');
  });
});

describe('LoadingOverlay', () => {
  it('shows "Please wait" while loading', () => {
    const store = makeStore();
    renderWithStores(<LoadingOverlay />, { store });
    expect(screen.queryByText('Please wait')).toBeNull();
    act(() => store.ui.showLoading());
    expect(screen.getByRole('progressbar', { name: 'Please wait' })).toBeTruthy();
    act(() => store.ui.hideLoading());
    expect(screen.queryByText('Please wait')).toBeNull();
  });
});

describe('ConfirmDialog', () => {
  function renderDialog() {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithStores(<ConfirmDialog title="Leave?" message="Really leave?" onConfirm={onConfirm} onCancel={onCancel} />);
    return { onConfirm, onCancel, user: userEvent.setup() };
  }

  it('is a labelled modal dialog with the focus on Cancel', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Leave?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Really leave?').id);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('confirms, cancels, and cancels on Escape', async () => {
    const { onConfirm, onCancel, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('cancels on a tap outside the panel but not inside it', async () => {
    const { onCancel, user } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Leave?' });
    await user.click(screen.getByText('Really leave?'));
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(dialog.parentElement!);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderDialog();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });
});
