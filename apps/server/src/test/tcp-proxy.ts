/**
 * A TCP proxy a fault test puts between the server and a backend (PostgreSQL, S3) and can cut:
 * `cut()` models the backend going away — the port refuses new connections and every open one is
 * reset — and `restore()` brings it back on the same port. Plain Node, no test-runner imports.
 */
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** host:port of the proxy, to put in a connection string or endpoint. */
  address: string;
  /** Connections accepted since the start (to check a test really went through the proxy). */
  accepted(): number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let accepted = 0;
  const makeServer = () =>
    net.createServer((client) => {
      accepted += 1;
      const upstream = net.connect(target.port, target.host);
      open.add(client);
      open.add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        open.delete(client);
        open.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.pipe(upstream);
      upstream.pipe(client);
    });
  const listen = (server: net.Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const stop = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));
  const resetAll = () => {
    for (const socket of open) socket.resetAndDestroy();
    open.clear();
  };

  let server: net.Server | undefined = makeServer();
  const port = await listen(server, 0);
  return {
    port,
    address: `127.0.0.1:${port}`,
    accepted: () => accepted,
    async cut() {
      if (!server) return;
      const closing = stop(server);
      server = undefined;
      resetAll();
      await closing;
    },
    async restore() {
      if (server) return;
      server = makeServer();
      await listen(server, port);
    },
    async close() {
      if (server) {
        const closing = stop(server);
        server = undefined;
        resetAll();
        await closing;
      }
      resetAll();
    },
  };
}
