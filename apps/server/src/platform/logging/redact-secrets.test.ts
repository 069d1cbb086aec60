/** Secrets censored in log lines (redact-secrets.ts), alone and through the server's logger options. */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.ts';
import { CENSORED, redactSecrets } from './redact-secrets.ts';

const NONE: ReadonlySet<string> = new Set();

describe('redactSecrets', () => {
  it('censors passwords, codes and tokens one level down, and the authorization and cookie headers', () => {
    const line = {
      body: { password: 'p', old_password: 'o', new_password: 'n', confirm_password: 'c', otp: '123456', reset_token: 'r', name: 'kept' },
      session: { token: 't', id: 7 },
      headers: { authorization: 'Bearer a', cookie: 'sid=1', 'user-agent': 'kept' },
      count: 3,
    };
    expect(redactSecrets(line, NONE)).toEqual({
      body: { password: CENSORED, old_password: CENSORED, new_password: CENSORED, confirm_password: CENSORED, otp: CENSORED, reset_token: CENSORED, name: 'kept' },
      session: { token: CENSORED, id: 7 },
      headers: { authorization: CENSORED, cookie: CENSORED, 'user-agent': 'kept' },
      count: 3,
    });
    // The logged objects themselves are left as they were.
    expect(line.body.password).toBe('p');
    expect(line.headers.authorization).toBe('Bearer a');
  });

  it('passes a line with nothing to hide on as it is, and leaves the serialized fields to their serializers', () => {
    const line = { req: { password: 'left to the serializer' }, res: { statusCode: 200 }, responseTime: 1.5, ids: [1, 2] };
    expect(redactSecrets(line, new Set(['req', 'res']))).toBe(line);
  });
});

describe('the server logger', () => {
  function capture(): { stream: Writable; lines: () => Array<Record<string, unknown>> } {
    const chunks: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString());
        done();
      },
    });
    const lines = () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    return { stream, lines };
  }

  it('writes no secret: a logged body, a request and an error carrying a token', async () => {
    const { stream, lines } = capture();
    const app = Fastify({ logger: loggerOptions({ level: 'info', pretty: false, stream }) });
    try {
      app.log.info({ body: { email: 'kept', password: 'Secret@Pass1', otp: '654321' } }, 'body');
      app.log.info({ req: { method: 'GET', url: '/x?search=someone@example.org', ip: '127.0.0.1', headers: { authorization: 'Bearer tok.en', cookie: 'sid=1', 'user-agent': 'ua' } } }, 'request');
      app.log.error({ err: Object.assign(new Error('refused'), { token: 'leaked.token', cause: { reset_token: 'leaked.reset' } }) }, 'error');
      const text = JSON.stringify(lines());
      for (const secret of ['Secret@Pass1', '654321', 'tok.en', 'sid=1', 'someone@example.org', 'leaked.token', 'leaked.reset']) expect(text).not.toContain(secret);
      const [body, request, error] = lines();
      expect(body?.body).toEqual({ email: 'kept', password: CENSORED, otp: CENSORED });
      expect(request?.req).toEqual({ method: 'GET', url: `/x?search=${CENSORED}`, ip: '127.0.0.1', headers: { 'user-agent': 'ua', authorization: CENSORED } });
      expect(error?.err).toMatchObject({ message: 'refused', token: CENSORED, cause: { reset_token: CENSORED } });
    } finally {
      await app.close();
    }
  });
});
