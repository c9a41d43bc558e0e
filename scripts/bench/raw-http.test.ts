import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RawConnection, requestBytes } from './raw-http';

let server: Server | null = null;

async function serve(handle: Parameters<typeof createServer>[1]) {
  server = createServer(handle);
  const connections: unknown[] = [];
  server.on('connection', (socket) => connections.push(socket));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, connections };
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = null;
});

describe("the wallet bench's HTTP client", () => {
  it('sends prepared requests one after another on one kept-alive connection and reads each answer whole', async () => {
    const { port, connections } = await serve((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        // Longer than one read, so an answer arrives in several chunks.
        const answer = JSON.stringify({ path: req.url, signature: req.headers['x-hub88-signature'], body, pad: 'é'.repeat(40_000) });
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(answer) }).end(answer);
      });
    });
    const connection = await RawConnection.open(port);
    for (const n of [1, 2, 3]) {
      const answer = await connection.send(requestBytes(`/call/${n}`, { 'x-hub88-signature': `sig${n}` }, `{"n":${n}}`));
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ path: `/call/${n}`, signature: `sig${n}`, body: `{"n":${n}}` });
    }
    expect(connections).toHaveLength(1);
    connection.close();
  });

  it('fails an answer it cannot delimit, and a connection the server closed', async () => {
    const { port } = await serve((req, res) => {
      if (req.url === '/chunked') res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      else req.socket.destroy();
    });
    const chunked = await RawConnection.open(port);
    await expect(chunked.send(requestBytes('/chunked', {}, '{}'))).rejects.toThrow('an answer without Content-Length: HTTP/1.1 200 OK');
    chunked.close();
    const dropped = await RawConnection.open(port);
    await expect(dropped.send(requestBytes('/drop', {}, '{}'))).rejects.toThrow('the connection closed');
  });
});
