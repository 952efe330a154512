import type { FileHandle } from 'node:fs/promises';
import { mkdir, mkdtemp, open, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ssh2 from 'ssh2';

const { Server, utils } = ssh2;
const { STATUS_CODE, OPEN_MODE } = utils.sftp;

/**
 * A minimal SFTP server on loopback (ssh2's Server): password login, and the requests an upload
 * needs (realpath, stat, mkdir, open/write/close), rooted in a temporary folder.
 */
export async function startSftpPeer(options: { hostKey: string; username?: string; password?: string }) {
  const username = options.username ?? 'docstruct';
  const password = options.password ?? 'sftp-secret';
  const root = await mkdtemp(path.join(tmpdir(), 'docstruct-sftp-'));
  const inside = (remote: string) => path.join(root, path.posix.normalize(`/${remote}`));
  const server = new Server({ hostKeys: [options.hostKey] }, (client) => {
    client.on('authentication', (context) => {
      if (context.method === 'password' && context.username === username && context.password === password) {
        context.accept();
      } else {
        context.reject(['password']);
      }
    });
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        const session = acceptSession();
        session.on('sftp', (acceptSftp) => {
          const sftp = acceptSftp();
          const handles = new Map<number, FileHandle>();
          let nextHandle = 1;
          const attrsOf = async (target: string) => {
            const info = await stat(target);
            return {
              mode: info.mode,
              uid: 0,
              gid: 0,
              size: info.size,
              atime: info.atimeMs / 1000,
              mtime: info.mtimeMs / 1000,
            };
          };
          sftp.on('REALPATH', (id, remote) => {
            const normal = path.posix.normalize(`/${remote}`);
            sftp.name(id, [{ filename: normal, longname: normal, attrs: {} as never }]);
          });
          const onStat = (id: number, remote: string) => {
            attrsOf(inside(remote)).then(
              (attrs) => sftp.attrs(id, attrs as never),
              () => sftp.status(id, STATUS_CODE.NO_SUCH_FILE),
            );
          };
          sftp.on('STAT', onStat);
          sftp.on('LSTAT', onStat);
          sftp.on('MKDIR', (id, remote) => {
            mkdir(inside(remote), { recursive: true }).then(
              () => sftp.status(id, STATUS_CODE.OK),
              () => sftp.status(id, STATUS_CODE.FAILURE),
            );
          });
          sftp.on('OPEN', (id, remote, flags) => {
            const mode = flags & OPEN_MODE.WRITE ? 'w' : 'r';
            open(inside(remote), mode).then(
              (file) => {
                const handle = nextHandle++;
                handles.set(handle, file);
                const buffer = Buffer.alloc(4);
                buffer.writeUInt32BE(handle);
                sftp.handle(id, buffer);
              },
              () => sftp.status(id, STATUS_CODE.FAILURE),
            );
          });
          sftp.on('WRITE', (id, handle, offset, data) => {
            const file = handles.get(handle.readUInt32BE(0));
            if (!file) {
              sftp.status(id, STATUS_CODE.FAILURE);
              return;
            }
            file.write(data, 0, data.length, offset).then(
              () => sftp.status(id, STATUS_CODE.OK),
              () => sftp.status(id, STATUS_CODE.FAILURE),
            );
          });
          sftp.on('FSTAT', (id, handle) => {
            const file = handles.get(handle.readUInt32BE(0));
            file
              ?.stat()
              .then((info) => sftp.attrs(id, { mode: info.mode, uid: 0, gid: 0, size: info.size, atime: 0, mtime: 0 }));
          });
          sftp.on('SETSTAT', (id) => sftp.status(id, STATUS_CODE.OK));
          sftp.on('FSETSTAT', (id) => sftp.status(id, STATUS_CODE.OK));
          sftp.on('CLOSE', (id, handle) => {
            const key = handle.readUInt32BE(0);
            const file = handles.get(key);
            handles.delete(key);
            (file ? file.close() : Promise.resolve()).then(() => sftp.status(id, STATUS_CODE.OK));
          });
        });
      });
    });
    client.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    root,
    username,
    password,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
