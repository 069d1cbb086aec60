/** The yardstick: a bare Fastify hello-world answering /healthz, nothing else. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening at ${address}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
