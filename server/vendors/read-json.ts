/** Reads a vendor's published JSON (a catalogue, a round's record); a test passes its own reader. */
export type VendorJsonReader = (url: string) => Promise<unknown>;

/**
 * The platform's GET of a vendor's JSON: no redirect followed (an answer from elsewhere is no
 * answer), one timeout over the whole call, and anything but a 2xx is a failure.
 */
export function vendorJsonOverHttp(timeoutMs: number): VendorJsonReader {
  return async (url) => {
    const res = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`vendor ${new URL(url).origin}: HTTP ${res.status}`);
    return res.json();
  };
}
