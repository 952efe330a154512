import type { AddressInfo } from 'node:net';
import net from 'node:net';

/**
 * A loopback TCP proxy in front of PostgreSQL whose connections pass every byte through. New
 * connections can be refused (the listening port closed, as a server that went away) or swallowed
 * (accepted, never answered nor closed, as a black hole); connections already open keep passing.
 */
export async function startSwitchableProxy(upstream: string) {
  const target = new URL(upstream);
  const sockets = new Set<net.Socket>();
  const state = { swallow: false };
  const onConnection = (client: net.Socket) => {
    sockets.add(client);
    client.on('error', () => client.destroy());
    client.on('close', () => sockets.delete(client));
    if (state.swallow) {
      return;
    }
    const server = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(server);
    const closeBoth = () => {
      client.destroy();
      server.destroy();
    };
    client.pipe(server);
    server.pipe(client);
    server.on('error', closeBoth);
    server.on('close', () => {
      sockets.delete(server);
      closeBoth();
    });
    client.on('close', closeBoth);
  };
  let proxy = net.createServer(onConnection);
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const port = (proxy.address() as AddressInfo).port;
  const url = new URL(upstream);
  url.host = `127.0.0.1:${port}`;
  return {
    /** `upstream` with the proxy's address. */
    url: url.toString(),
    /** Accept new connections and never answer them (true), or pass them through (false). */
    swallowNew(swallow: boolean) {
      state.swallow = swallow;
    },
    /** Closes the listening port: new connections are refused, open ones go on. */
    refuseNew() {
      // At once (close's callback waits for the open connections to end).
      proxy.close();
    },
    /** Listens on the same port again. */
    acceptNew() {
      proxy = net.createServer(onConnection);
      return new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
    },
    close() {
      for (const socket of sockets) {
        socket.destroy();
      }
      return new Promise<void>((resolve) => (proxy.listening ? proxy.close(() => resolve()) : resolve()));
    },
  };
}
