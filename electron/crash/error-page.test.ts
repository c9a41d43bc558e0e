import { describe, expect, it } from 'vitest';
import { errorPageUrl, RETRY_SECONDS } from './error-page';

const decode = (url: string) => decodeURIComponent(url.slice('data:text/html;charset=utf-8,'.length));

describe('errorPageUrl', () => {
  it('is an HTML data URL linking back to the app and retrying on a timer', () => {
    const url = errorPageUrl('http://localhost:8080/m/home', 'Something went wrong', 'Reload failed');
    expect(url.startsWith('data:text/html;charset=utf-8,')).toBe(true);
    const html = decode(url);
    expect(html).toContain('href="http://localhost:8080/m/home"');
    expect(html).toContain(`content="${RETRY_SECONDS};url=http://localhost:8080/m/home"`);
    expect(html).toContain("default-src 'none'");
  });

  it('escapes everything it interpolates', () => {
    const html = decode(errorPageUrl('http://h/"><script>x</script>', '<b>t</b>', "it's <i>"));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&#60;b&#62;t&#60;/b&#62;');
  });
});
