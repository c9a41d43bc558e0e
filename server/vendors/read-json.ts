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

/** A vendor's refusal of a call (4xx, with its stable code): the call reached it and it said no. */
export class VendorRefusal extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
  ) {
    super(`vendor refused: ${code}`);
  }
}

/** Posts JSON to a vendor; a test passes its own poster. */
export type VendorJsonPoster = (url: string, body: object) => Promise<unknown>;

/**
 * The platform's POST of JSON to a vendor, as its GET: no redirect, one timeout. A 4xx is the
 * vendor's refusal (VendorRefusal, with the code it answered); anything else not 2xx is a failure.
 */
export function vendorPostOverHttp(timeoutMs: number): VendorJsonPoster {
  return async (url, body) => {
    const res = await fetch(url, {
      method: 'POST',
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status >= 400 && res.status < 500) {
      const answer = (await res.json().catch(() => ({}))) as { error?: unknown };
      throw new VendorRefusal(typeof answer.error === 'string' ? answer.error : 'REFUSED', res.status);
    }
    if (!res.ok) throw new Error(`vendor ${new URL(url).origin}: HTTP ${res.status}`);
    return res.json();
  };
}
