import { codedMessage, textMessage } from '../i18n/message.ts';
import { networkMessageOf } from '../i18n/network-errors.ts';
import { reasonOf } from './network-guard.ts';
import { fillPlaceholders } from './placeholders.ts';
import { DeliveryError, type TDeliverer } from './types.ts';

/** Sends the result by e-mail through the server's mail transport, with the files asked for. */
export const deliverEmail: TDeliverer = async ({ output, payload, documents, mailer }) => {
  if (output.config.type !== 'email') {
    throw new DeliveryError(textMessage('Not an e-mail output'), { retryable: false });
  }
  const { recipients, subject, body, attach_document, attach_execution_result } = output.config;
  const attachments: { filename: string; content: Buffer | string; contentType?: string }[] = [];
  if (attach_execution_result) {
    attachments.push({
      filename: `${payload.data.execution.id}.json`,
      content: JSON.stringify(payload.data.execution.json_result ?? null, null, 2),
      contentType: 'application/json',
    });
  }
  if (attach_document) {
    for (const document of documents) {
      attachments.push({
        filename: document.fileName,
        content: await document.read(),
        contentType: document.contentType,
      });
    }
  }
  try {
    await mailer.send({
      to: recipients.join(', '),
      subject: fillPlaceholders(subject, payload),
      text: fillPlaceholders(body, payload),
      attachments,
    });
  } catch (error) {
    // The mail relay is the operator's (SMTP_URL), not the team's: its address stays in the log.
    const unreachable = networkMessageOf(error, { operatorService: true });
    throw new DeliveryError(
      unreachable
        ? codedMessage('delivery.mail_unreachable', { detail: unreachable })
        : codedMessage('delivery.mail_refused', { detail: reasonOf(error) }),
      { cause: unreachable ? error : undefined },
    );
  }
  return {};
};
