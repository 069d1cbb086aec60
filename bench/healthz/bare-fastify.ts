/**
 * The yardstick: a bare Fastify hello-world answering /healthz, nothing else. With
 * BARE_SECURITY_HEADERS=1 it also sends PassDesk's security headers (to show what they cost).
 */
import Fastify from 'fastify';
import { securityHeaders } from '../../apps/server/src/platform/http/security-headers.ts';

const app = Fastify({ logger: false });
if (process.env.BARE_SECURITY_HEADERS === '1') {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
app.get('/healthz', async () => ({ status: 'ok' }));
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening at ${address}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
