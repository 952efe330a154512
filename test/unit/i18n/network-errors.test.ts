import { connect, createServer, type Server } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { networkErrorText, networkMessageOf } from '../../../src/i18n/network-errors.ts';
import { renderMessage } from '../../../src/i18n/render.ts';

/** A loopback port that refuses: a server is bound to learn a free port, then closed. */
async function closedPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function connectError(port: number): Promise<Error> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('error', resolve);
  });
}

describe('network errors as catalogue messages', () => {
  it('say a refused connection with its code and address, in both languages', async () => {
    const port = await closedPort();
    const error = await connectError(port);
    expect(error.message).toBe(`connect ECONNREFUSED 127.0.0.1:${port}`);
    const message = networkMessageOf(error);
    expect(message).toEqual({ code: 'network.refused', params: { address: `127.0.0.1:${port}` } });
    expect(networkErrorText(error)).toBe(`Connection refused (ECONNREFUSED) by 127.0.0.1:${port}`);
    expect(renderMessage(message as NonNullable<typeof message>, 'de')).toBe(
      `Verbindung abgelehnt (ECONNREFUSED) von 127.0.0.1:${port}`,
    );
  });

  it('find the code in what a library wrapped: a cause, a retry, or only the text', async () => {
    const refused = await connectError(await closedPort());
    const retried = Object.assign(new Error('Failed after 3 attempts'), {
      lastError: new Error('x', { cause: refused }),
    });
    expect(networkMessageOf(retried)?.code).toBe('network.refused');
    // nodemailer: its own code, Node's text.
    const mail = Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:25'), { code: 'ESOCKET' });
    expect(networkMessageOf(mail)).toEqual({ code: 'network.refused', params: { address: '10.0.0.1:25' } });
  });

  it('tell a hang-up, a reset, an unknown host and certificate problems apart', () => {
    const withCode = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);
    expect(networkMessageOf(withCode('socket hang up', { code: 'ECONNRESET' }))?.code).toBe('network.hang_up');
    expect(networkMessageOf(withCode('read ECONNRESET', { code: 'ECONNRESET' }))?.code).toBe('network.reset');
    expect(
      networkMessageOf(
        withCode('getaddrinfo ENOTFOUND hooks.invalid', { code: 'ENOTFOUND', hostname: 'hooks.invalid' }),
      ),
    ).toEqual({ code: 'network.host_not_found', params: { host: 'hooks.invalid' } });
    expect(networkMessageOf(withCode('self-signed certificate', { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' }))).toEqual({
      code: 'network.certificate_self_signed',
      params: { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' },
    });
    expect(networkMessageOf(withCode('certificate has expired', { code: 'CERT_HAS_EXPIRED' }))?.code).toBe(
      'network.certificate_expired',
    );
    expect(networkMessageOf(new Error('The receiver answered 500'))).toBeNull();
    expect(networkErrorText(new Error('something else'))).toBe('something else');
  });
});
