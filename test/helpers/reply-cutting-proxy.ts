import type { AddressInfo } from 'node:net';
import net from 'node:net';

/**
 * A loopback TCP proxy in front of PostgreSQL that, once, drops the connection carrying a statement
 * that contains `marker` just as the server's answer arrives: the statement has run (and, sent as one
 * autocommit statement, committed: PostgreSQL flushes its answer with ReadyForQuery, after the
 * commit), but the client never hears so. Every other byte passes through unchanged.
 */
export async function startReplyCuttingProxy(options: { upstream: string; marker: string }) {
  const target = new URL(options.upstream);
  const sockets = new Set<net.Socket>();
  const state = { cut: 0 };
  const proxy = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    let armed = false;
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk) => {
      if (state.cut === 0 && chunk.includes(options.marker)) {
        armed = true;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (armed) {
        state.cut++;
        closeBoth();
        return;
      }
      client.write(chunk);
    });
    for (const socket of [client, upstream]) {
      socket.on('error', closeBoth);
      socket.on('close', () => {
        sockets.delete(socket);
        closeBoth();
      });
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const url = new URL(options.upstream);
  url.host = `127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  return {
    /** `upstream` with the proxy's address. */
    url: url.toString(),
    /** How many answers were cut (at most one). */
    state,
    close() {
      for (const socket of sockets) {
        socket.destroy();
      }
      return new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
