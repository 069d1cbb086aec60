/**
 * Sends a stored file that only a permission opens (a card's or an application's documents): never
 * cached, never sniffed, sandboxed, shown inline under a cleaned file name.
 */
import type { FastifyReply } from 'fastify';
import type { StoredObject } from '../storage/storage.ts';

export function sendPrivateFile(reply: FastifyReply, stored: StoredObject, contentType: string, fileName: string): FastifyReply {
  void reply
    .type(contentType)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
    .header('content-disposition', `inline; filename="${fileName.replace(/[^\w .-]/g, '_')}"`);
  if (stored.size !== undefined) void reply.header('content-length', String(stored.size));
  return reply.send(stored.body);
}
