/**
 * compose.yaml, checked without a container engine: it is valid against the Compose
 * Specification's JSON schema (apps/server/src/test/compose-spec/), PassDesk's service sets only
 * variables the server reads and they load as a valid configuration on PostgreSQL, S3 and SMTP,
 * every dependency it waits for has a health check, and it uses the image's port and volume.
 */
import fs from 'node:fs';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoPath } from '../repo-paths.ts';
import { envSchema, loadConfig } from './config.ts';

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  ports?: string[];
}
interface ComposeFile {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
}

const text = fs.readFileSync(repoPath('compose.yaml'), 'utf8');
const compose = parse(text) as ComposeFile;
const dockerfile = fs.readFileSync(repoPath('Dockerfile'), 'utf8');

/** Compose's interpolation with nothing set: `${NAME:-default}` → default, `${NAME}` → '', `$$` → `$`. */
const interpolate = (value: string) => value.replace(/\$\{[A-Z0-9_]+(?::-([^}]*))?\}/g, (_, fallback: string | undefined) => fallback ?? '').replaceAll('$$', '$');

describe('compose.yaml', () => {
  it('is valid against the Compose Specification', () => {
    // A draft-07 schema naming its meta-schema by the https address, which Ajv knows by the http one.
    const { $schema: draft, ...schema } = JSON.parse(fs.readFileSync(repoPath('apps/server/src/test/compose-spec/compose-spec.json'), 'utf8')) as { $schema: string };
    expect(draft).toBe('https://json-schema.org/draft-07/schema');
    // The schema's formats (durations, ports) are checked as strings; its structure fully.
    const validate = new Ajv({ strict: false, allErrors: true, validateFormats: false }).compile(schema);
    expect(validate(compose), JSON.stringify(validate.errors, null, 2)).toBe(true);
    // The schema does catch a mistake.
    expect(validate({ services: { passdesk: { depends_on: { postgres: { condition: 'started' } } } } })).toBe(false);
  });

  it("sets only the server's variables, and they load as PostgreSQL, S3 and SMTP", () => {
    const passdesk = compose.services.passdesk;
    expect(passdesk?.build).toBe('.');
    const environment = Object.fromEntries(Object.entries(passdesk?.environment ?? {}).map(([name, value]) => [name, interpolate(String(value))]));
    const known = Object.keys(envSchema.shape);
    for (const name of Object.keys(environment)) expect(known, `${name} is not a PassDesk variable`).toContain(name);
    const config = loadConfig(environment);
    expect(config.databaseUrl).toBe('postgres://passdesk:passdesk@postgres:5432/passdesk');
    expect(config.s3).toMatchObject({ endpoint: 'http://minio:9000', bucket: 'passdesk', forcePathStyle: true });
    expect(config.smtpUrl).toBe('smtp://mailpit:1025');
    // The database's and the bucket's credentials are the ones those services are given.
    const postgres = compose.services.postgres?.environment ?? {};
    expect(interpolate(postgres.POSTGRES_PASSWORD ?? '')).toBe(new URL(config.databaseUrl ?? '').password);
    expect(`${postgres.POSTGRES_USER}/${postgres.POSTGRES_DB}`).toBe('passdesk/passdesk');
    const minio = compose.services.minio?.environment ?? {};
    expect([interpolate(minio.MINIO_ROOT_USER ?? ''), interpolate(minio.MINIO_ROOT_PASSWORD ?? '')]).toEqual([config.s3?.accessKeyId, config.s3?.secretAccessKey]);
  });

  it('waits for healthy dependencies, and every one it waits for has a health check', () => {
    const dependsOn = compose.services.passdesk?.depends_on ?? {};
    expect(Object.keys(dependsOn).sort()).toEqual(['mailpit', 'minio', 'minio-bucket', 'postgres']);
    for (const [name, { condition }] of Object.entries(dependsOn)) {
      if (condition === 'service_healthy') expect(compose.services[name]?.healthcheck?.test.length, name).toBeGreaterThan(0);
      else expect(condition, name).toBe('service_completed_successfully');
    }
    // PassDesk's own health check is the image's.
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/readyz/m);
  });

  it("keeps data in named volumes and uses the image's port and volume", () => {
    expect(compose.services.postgres?.volumes).toEqual(['postgres-data:/var/lib/postgresql/data']);
    expect(Object.keys(compose.volumes).sort()).toEqual(['minio-data', 'passdesk-data', 'postgres-data']);
    const imageVolume = /^VOLUME (\S+)/m.exec(dockerfile)?.[1];
    const imagePort = /^EXPOSE (\d+)/m.exec(dockerfile)?.[1];
    expect(compose.services.passdesk?.volumes).toEqual([`passdesk-data:${imageVolume}`]);
    expect(compose.services.passdesk?.ports?.map((port) => interpolate(port))).toEqual([`3000:${imagePort}`]);
  });
});
