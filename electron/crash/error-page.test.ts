import { describe, expect, it } from 'vitest';
import { errorPageUrl } from './error-page';

const decode = (url: string) => decodeURIComponent(url.slice('data:text/html;charset=utf-8,'.length));
const retryAt = new Date(2026, 10, 27, 14, 5, 9);

describe('errorPageUrl', () => {
  it('is an HTML data URL that runs no script and loads the app again after the backoff', () => {
    const url = errorPageUrl({
      appUrl: 'http://localhost:8080/m/home',
      failure: { kind: 'crashed', reason: 'oom' },
      retrySeconds: 8,
      retryAt,
    });
    expect(url.startsWith('data:text/html;charset=utf-8,')).toBe(true);
    const html = decode(url);
    expect(html).toContain('href="http://localhost:8080/m/home"');
    expect(html).toContain('content="8;url=http://localhost:8080/m/home"');
    expect(html).toContain("default-src 'none'");
    expect(html).not.toContain('<script');
  });

  it('says when it tries again, in English and Filipino', () => {
    const html = decode(
      errorPageUrl({
        appUrl: 'http://h/m/home',
        failure: { kind: 'offline', detail: 'net::ERR_CONNECTION_REFUSED' },
        retrySeconds: 4,
        retryAt,
      }),
    );
    expect(html).toContain('Cannot reach the server');
    expect(html).toContain('Trying again in 4 s (at 14:05:09).');
    expect(html).toContain('<h2 lang="fil">Hindi maabot ang server</h2>');
    expect(html).toContain('Susubukan ulit sa loob ng 4 segundo (sa 14:05:09).');
    expect(html).toContain('net::ERR_CONNECTION_REFUSED');
  });

  it('names a hang for what it is', () => {
    const html = decode(errorPageUrl({ appUrl: 'http://h/', failure: { kind: 'unresponsive' }, retrySeconds: 1, retryAt }));
    expect(html).toContain('The screen stopped responding');
    expect(html).toContain('Hindi na tumutugon ang screen');
  });

  it('escapes everything it interpolates', () => {
    const html = decode(
      errorPageUrl({ appUrl: 'http://h/"><script>x</script>', failure: { kind: 'offline', detail: '<b>t</b>' }, retrySeconds: 1, retryAt }),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&#60;b&#62;t&#60;/b&#62;');
  });
});
