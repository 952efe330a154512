import type { Readable } from 'node:stream';

/**
 * Reads a DATA stream into memory up to `maxBytes`. Past the limit it keeps draining the stream
 * (SMTP answers only after the final dot) but drops every further chunk, so an oversized message
 * costs at most `maxBytes` of memory. Returns null when the message was too large.
 */
export async function readMessageWithin(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size <= maxBytes) {
      chunks.push(chunk as Buffer);
    } else if (chunks.length > 0) {
      chunks.length = 0;
    }
  }
  return size <= maxBytes ? Buffer.concat(chunks, size) : null;
}
