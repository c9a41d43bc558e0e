import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoad, type LoadOptions } from './useLoad';

/** Loads whose answers the test gives, in any order. */
function deferredLoads() {
  const pending = new Map<string, { resolve: (value: string) => void; reject: (error: unknown) => void }>();
  const load = vi.fn(
    (key: string) =>
      new Promise<string>((resolve, reject) => {
        pending.set(key, { resolve, reject });
      }),
  );
  // An answer arrives, then its promise chain settles (a macrotask later) before the test looks.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const answer = async (key: string, value = `value of ${key}`) => {
    await act(async () => {
      pending.get(key)!.resolve(value);
      await settle();
    });
  };
  const fail = async (key: string, error: unknown = new Error('down')) => {
    await act(async () => {
      pending.get(key)!.reject(error);
      await settle();
    });
  };
  return { load, answer, fail };
}

function hookWith(initial: string | null, options: LoadOptions<string> = {}) {
  const loads = deferredLoads();
  const view = renderHook(({ key }: { key: string | null }) => useLoad(key, () => loads.load(key!), options), {
    initialProps: { key: initial },
  });
  return { ...loads, ...view };
}

describe('useLoad', () => {
  it('loads on mount: loading, then the value', async () => {
    const { result, answer, load } = hookWith('a');
    expect(result.current).toMatchObject({ value: undefined, loading: true, error: null });
    await answer('a');
    expect(result.current).toMatchObject({ value: 'value of a', loading: false, error: null });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing while the key is null', () => {
    const { result, load } = hookWith(null);
    expect(result.current).toMatchObject({ value: undefined, loading: false, error: null });
    expect(load).not.toHaveBeenCalled();
  });

  it('takes only the answer to the latest key, whatever order the answers come in', async () => {
    const { result, rerender, answer } = hookWith('a');
    rerender({ key: 'b' });
    await answer('b');
    await answer('a');
    expect(result.current).toMatchObject({ value: 'value of b', loading: false });
  });

  it('shows no value of an older key while a new key loads, unless asked to keep it', async () => {
    const plain = hookWith('a');
    await plain.answer('a');
    plain.rerender({ key: 'b' });
    expect(plain.result.current).toMatchObject({ value: undefined, loading: true });

    const kept = hookWith('a', { keep: true });
    await kept.answer('a');
    kept.rerender({ key: 'b' });
    expect(kept.result.current).toMatchObject({ value: 'value of a', loading: true });
    await kept.fail('b');
    expect(kept.result.current).toMatchObject({ value: 'value of a', loading: false });
    expect(kept.result.current.error).toBeInstanceOf(Error);
  });

  it('reports a failure, and reload asks again', async () => {
    const { result, fail, answer, load } = hookWith('a');
    await fail('a');
    expect(result.current).toMatchObject({ value: undefined, loading: false });
    expect(result.current.error).toBeInstanceOf(Error);
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ loading: true, error: null });
    expect(load).toHaveBeenCalledTimes(2);
    await answer('a');
    expect(result.current).toMatchObject({ value: 'value of a', loading: false, error: null });
  });

  it('keeps the value while a reload runs', async () => {
    const { result, answer } = hookWith('a');
    await answer('a', 'first');
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ value: 'first', loading: true });
    await answer('a', 'second');
    expect(result.current.value).toBe('second');
  });

  it('turns a load that throws at once into a failure', async () => {
    const { result } = renderHook(() =>
      useLoad('a', () => {
        throw new Error('no');
      }),
    );
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
  });

  it('calls onValue for the current key only, never after unmount', async () => {
    const onValue = vi.fn();
    const { rerender, answer, unmount } = hookWith('a', { onValue });
    rerender({ key: 'b' });
    await answer('a');
    expect(onValue).not.toHaveBeenCalled();
    await answer('b');
    expect(onValue).toHaveBeenCalledExactlyOnceWith('value of b');
    rerender({ key: 'c' });
    unmount();
    await answer('c');
    expect(onValue).toHaveBeenCalledTimes(1);
  });
});
