import { describe, expect, it } from 'vitest';
import { createHttp } from './http';
import { answerKey, readPageAnswers } from './pageAnswers';

function pageWith(json: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = 'page-answers';
  block.textContent = json;
  doc.head.append(block);
  return doc;
}

const status = { success: true, value: { status: 0, location: { ip: '198.51.100.7' } } };

/** An HTTP client whose page answered `path`; the server answers `serverValue` and records each call. */
function clientWithPage(path: string, serverValue: unknown, token: string | null = null) {
  const sent: string[] = [];
  const http = createHttp({
    getToken: () => token,
    pageAnswers: new Map([[path, status]]),
    adapter: async (config) => {
      sent.push(`${config.method} ${config.url}`);
      return { status: 200, statusText: '', headers: {}, config, data: { success: true, value: serverValue } };
    },
  });
  return { http, sent };
}

describe('answers the server put inside the page', () => {
  it('reads them once, by API path, and takes the block out of the page', () => {
    const doc = pageWith(JSON.stringify({ '/wps/system/status': status }));
    expect(readPageAnswers(doc).get('/wps/system/status')).toEqual(status);
    expect(doc.getElementById('page-answers')).toBeNull();
    expect(readPageAnswers(doc).size).toBe(0);
  });

  it.each(['not json', '[1,2]', 'null', '"text"'])('ignores a block that is not an object of answers (%s)', (json) => {
    expect(readPageAnswers(pageWith(json)).size).toBe(0);
  });

  it('keeps only API paths', () => {
    const answers = readPageAnswers(pageWith(JSON.stringify({ '/wps/system/status': status, 'https://elsewhere.example/x': status })));
    expect([...answers.keys()]).toEqual(['/wps/system/status']);
  });

  it('answers the first GET of a path from the page, and every later one from the server', async () => {
    const { http, sent } = clientWithPage('/wps/system/status', { status: 1 });
    await expect(http.request({ method: 'GET', url: '/wps/system/status' })).resolves.toEqual(status.value);
    expect(sent).toEqual([]);
    await expect(http.request({ method: 'GET', url: '/wps/system/status' })).resolves.toEqual({ status: 1 });
    expect(sent).toEqual(['get /wps/system/status']);
  });

  it('answers a GET with parameters only from an answer to that same query, and never another method', async () => {
    const { http, sent } = clientWithPage('/wps/x?types=B%2CPL&page=1', 'server');
    await expect(http.request({ method: 'GET', url: '/wps/x', params: { page: 2, types: 'B,PL' } })).resolves.toBe('server');
    await expect(http.request({ method: 'POST', url: '/wps/x', params: { types: 'B,PL', page: 1 } })).resolves.toBe('server');
    await expect(http.request({ method: 'GET', url: '/wps/x', params: { types: 'B,PL', page: 1 } })).resolves.toEqual(status.value);
    expect(sent).toEqual(['get /wps/x', 'post /wps/x']);
  });
});

describe('a signed-in client', () => {
  it('asks the server for announcements, whose page answer was a visitor’s (no read flags)', async () => {
    const { http, sent } = clientWithPage('/wps/relay/MCSFE_getListAnnouncements', 'read flags', 'token-1');
    await expect(http.request({ method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements' })).resolves.toBe('read flags');
    expect(sent).toEqual(['get /wps/relay/MCSFE_getListAnnouncements']);
  });

  it('still takes the status from the page: it is the same for everyone', async () => {
    const { http, sent } = clientWithPage('/wps/system/status', 'server', 'token-1');
    await expect(http.request({ method: 'GET', url: '/wps/system/status' })).resolves.toEqual(status.value);
    expect(sent).toEqual([]);
  });
});

describe('the name of a call among the answers', () => {
  it('is its path and its query as the browser sends it, in the caller’s order, without empty parameters', () => {
    expect(answerKey('/wps/x')).toBe('/wps/x');
    expect(answerKey('/wps/x', { platform: 'M', types: 'B,PL', groupName: 'm home', page: 1, none: undefined, nil: null })).toBe(
      '/wps/x?platform=M&types=B%2CPL&groupName=m+home&page=1',
    );
    expect(answerKey('/wps/x', {})).toBe('/wps/x');
  });
});
