import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePaged, type Page } from './usePaged';

/** Two pages of two items per key: `${key}1`, `${key}2` | `${key}3`, `${key}4`. */
const twoPages = (key: string) =>
  vi.fn(async (pageNo: number): Promise<Page<string>> => ({
    items: [`${key}${pageNo * 2 - 1}`, `${key}${pageNo * 2}`],
    totalPages: 2,
    totalCount: 4,
  }));

describe('usePaged', () => {
  it('appends each page to the ones shown until the last', async () => {
    const fetchPage = twoPages('a');
    const { result } = renderHook(() => usePaged('a', fetchPage));
    await waitFor(() => expect(result.current.items).toEqual(['a1', 'a2']));
    expect(result.current).toMatchObject({ pageNo: 1, totalPages: 2, totalCount: 4, hasMore: true, loading: false });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(['a1', 'a2', 'a3', 'a4']));
    expect(result.current).toMatchObject({ pageNo: 2, hasMore: false });
    act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('starts again from page 1 for a new key and drops the old key\u2019s answers', async () => {
    const fetchA = twoPages('a');
    const fetchB = twoPages('b');
    const { result, rerender } = renderHook(({ key }) => usePaged(key, key === 'a' ? fetchA : fetchB), { initialProps: { key: 'a' } });
    await waitFor(() => expect(result.current.items).toEqual(['a1', 'a2']));
    act(() => result.current.loadMore());
    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ items: [], loading: true });
    await waitFor(() => expect(result.current.items).toEqual(['b1', 'b2']));
    expect(fetchB).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('asks for a failed page again on loadMore', async () => {
    const fetchPage = vi.fn(async (pageNo: number): Promise<Page<number>> => ({ items: [pageNo], totalPages: 2 }));
    fetchPage.mockImplementationOnce(async () => ({ items: [1], totalPages: 2 })).mockRejectedValueOnce(new Error('down'));
    const { result } = renderHook(() => usePaged('k', fetchPage));
    await waitFor(() => expect(result.current.items).toEqual([1]));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect(result.current).toMatchObject({ items: [1], hasMore: true, loading: false });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual([1, 2]));
    expect(fetchPage.mock.calls.map(([pageNo]) => pageNo)).toEqual([1, 2, 2]);
    expect(result.current.error).toBeNull();
  });
});
