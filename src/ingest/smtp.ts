import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from 'smtp-server';
import type { TApp } from '../app.ts';
import { sniffContentType } from '../extraction/documents/sniff.ts';
import { codedMessage } from '../i18n/message.ts';
import { AppError } from '../lib/app-error.ts';
import { ingestDomain } from '../lib/ingest-address.ts';
import {
  findIdempotentExecution,
  idempotencyScope,
  intakeExecution,
  type TNewDocument,
} from '../services/executions/intake.ts';
import { consumeUploadLimits } from '../services/rate-limit.ts';
import { recordTeamEvent } from '../services/teams/team-events.ts';
import { documentsOfMessage, MessageRefused } from './message-documents.ts';
import { readMessageWithin } from './read-message.ts';
import { RecipientRefused, resolveRecipient, type TRecipient } from './resolve-recipient.ts';

type TSmtpError = Error & { responseCode?: number };
const smtpError = (message: string, responseCode: number): TSmtpError =>
  Object.assign(new Error(message), { responseCode });

/**
 * Turns one accepted message into one execution per recipient project. The SMTP answer is sent
 * only after the documents and the execution are committed: a crash before makes the sender retry.
 */
async function ingestMessage(app: TApp, raw: Buffer, recipients: TRecipient[]) {
  const { email, documents, skipped } = await documentsOfMessage(raw, app.config.UPLOAD_MAX_FILES);
  for (const document of documents) {
    if (document.content.length > app.config.UPLOAD_MAX_FILE_BYTES) {
      throw new MessageRefused(codedMessage('ingest.file_too_large', { name: document.fileName }));
    }
  }
  for (const { apiKey, project } of recipients) {
    const em = app.orm.em.fork();
    const actor = {
      kind: 'api_key' as const,
      apiKeyId: apiKey.id,
      teamId: apiKey.team.id,
      allowAllProjects: apiKey.allowAllProjects,
      projectIds: [],
    };
    const idempotencyKey = email.messageId ? idempotencyScope(actor, `message-id:${email.messageId}`) : null;
    // A re-sent message (same Message-ID) that was taken already costs no limit and stores nothing.
    if (idempotencyKey && (await findIdempotentExecution(em, project.id, idempotencyKey))) {
      continue;
    }
    await consumeUploadLimits(app, em, { actor, teamId: apiKey.team.id });
    const stored: TNewDocument[] = [];
    try {
      for (const document of documents) {
        const file = await app.storage.put(`projects/${project.id}/${randomUUID()}`, Readable.from(document.content));
        stored.push({
          fileName: document.fileName,
          contentType: sniffContentType(file.head, document.fileName) ?? 'text/plain',
          sizeBytes: file.sizeBytes,
          sha256: file.sha256,
          storageKey: file.key,
        });
      }
    } catch (error) {
      // The intake owns the files only once it runs: what was stored before a failed put goes.
      await Promise.all(stored.map((file) => app.storage.delete(file.storageKey).catch(() => {})));
      throw error;
    }
    // A sender that resends after a lost answer (we crashed before "250") uses the same Message-ID.
    const created = await intakeExecution(
      { em, jobs: app.jobs, storage: app.storage },
      {
        actor,
        project,
        executionType: 'email',
        documents: stored,
        reference: (email.subject || email.messageId || '').slice(0, 500) || null,
        metadata: {
          from: email.from?.address ?? null,
          to: (email.to ?? []).map((entry) => entry.address),
          subject: email.subject ?? null,
          date: email.date ?? null,
          ...(skipped.length > 0 ? { skipped_attachments: skipped } : {}),
        },
        idempotencyKey,
      },
    );
    if (created.replayed) {
      continue;
    }
    await recordTeamEvent(em, {
      teamId: apiKey.team.id,
      actor,
      type: 'info',
      ...(email.from?.address
        ? { code: 'event.email_received' as const, params: { sender: email.from.address } }
        : { code: 'event.email_received_no_sender' as const }),
      projectId: project.id,
    });
  }
}

export type TIngestServer = { port: number; close(): Promise<void> };

/** The SMTP ingest server (role `ingest`). */
export async function startIngestServer(app: TApp): Promise<TIngestServer> {
  const { config, log } = app;
  const domain = ingestDomain(config);
  const tls =
    config.INGEST_TLS_KEY_FILE && config.INGEST_TLS_CERT_FILE
      ? { key: readFileSync(config.INGEST_TLS_KEY_FILE), cert: readFileSync(config.INGEST_TLS_CERT_FILE) }
      : null;
  const recipientsOf = new WeakMap<SMTPServerSession, TRecipient[]>();
  const server = new SMTPServer({
    name: domain,
    banner: 'Docstruct ingest',
    size: config.INGEST_MAX_MESSAGE_BYTES,
    authOptional: true,
    disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(tls ?? {}),
    logger: false,
    onRcptTo(address: SMTPServerAddress, session, callback) {
      resolveRecipient(app.orm.em.fork(), address.address, domain).then(
        (recipient) => {
          recipientsOf.set(session, [...(recipientsOf.get(session) ?? []), recipient]);
          callback();
        },
        (error: Error) =>
          callback(
            smtpError(
              error instanceof RecipientRefused ? error.message : 'Temporary failure, try again later',
              error instanceof RecipientRefused ? 550 : 451,
            ),
          ),
      );
    },
    onData(stream, session, callback) {
      const recipients = recipientsOf.get(session) ?? [];
      readMessageWithin(stream, config.INGEST_MAX_MESSAGE_BYTES)
        .then(async (raw) => {
          if (raw === null || stream.sizeExceeded) {
            throw new MessageRefused(
              codedMessage('ingest.message_too_large', { bytes: config.INGEST_MAX_MESSAGE_BYTES }),
            );
          }
          await ingestMessage(app, raw, recipients);
        })
        .then(
          () => callback(),
          async (error: Error) => {
            const refused = error instanceof MessageRefused;
            // Over the upload limit: a temporary answer, so the sender retries later.
            const deferred = error instanceof AppError && error.code === 'TOO_MANY_REQUESTS';
            if (!refused && !deferred) {
              log.error({ err: error }, 'ingesting a message failed');
            }
            for (const { apiKey, project } of recipients) {
              await recordTeamEvent(app.orm.em.fork(), {
                teamId: apiKey.team.id,
                actor: null,
                type: refused ? 'warning' : 'error',
                code: refused ? 'event.email_refused' : 'event.email_failed',
                // An internal failure's own text (a storage address, a database error) is logged
                // above, not shown to the team: it says what the sender is told.
                detail: refused
                  ? error.coded
                  : codedMessage(deferred ? 'ingest.rate_limited' : 'ingest.temporary_failure'),
                projectId: project.id,
              }).catch(() => {});
            }
            callback(
              smtpError(
                refused || deferred ? error.message : 'Temporary failure, try again later',
                refused ? 552 : 451,
              ),
            );
          },
        );
    },
  });
  server.on('error', (error) => log.warn({ err: error }, 'ingest SMTP error'));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.INGEST_SMTP_PORT, config.INGEST_SMTP_HOST, () => resolve());
  });
  const port = (server.server.address() as { port: number }).port;
  log.info({ port, domain }, 'SMTP ingest listening');
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
