/**
 * The generated OpenAPI document is fit for an outside developer: Redocly's recommended rules
 * report no error (and the rules the API promises — operationId, 4xx answers, valid examples,
 * no placeholder servers — are errors here, not warnings), and every operation has a summary, an
 * operationId, a 4xx answer and an example.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/suite.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
};

describe('the OpenAPI document', () => {
  type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; servers?: unknown[]; components: { securitySchemes: Record<string, unknown> } };
  const t = useTestApp({}, async (t) => ({ document: (await t.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>() }));

  const operations = () => Object.entries(t.document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })));

  it('passes the recommended lint rules with no error', async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        'operation-operationId': 'error',
        'operation-4xx-response': 'error',
        'no-invalid-media-type-examples': 'error',
        'no-server-example.com': 'error',
        'no-ambiguous-paths': 'error',
      },
    });
    const problems = await lintFromString({ source: JSON.stringify(t.document), absoluteRef: 'openapi.json', config });
    const errors = problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? ''}`);
    const warnings = problems.filter((problem) => problem.severity === 'warn').map((problem) => `${problem.ruleId}: ${problem.message}`);
    if (warnings.length > 0) console.warn(`OpenAPI lint warnings (${warnings.length}):\n  ${warnings.join('\n  ')}`);
    expect(errors).toEqual([]);
  });

  it('names its servers and both security schemes', () => {
    expect(t.document.servers?.length).toBeGreaterThan(0);
    expect(Object.keys(t.document.components.securitySchemes).sort()).toEqual(['inspectorBearer', 'staffBearer']);
  });

  it('gives every operation an operationId, a summary, a 4xx answer and an example', () => {
    const lacking: string[] = [];
    const ids = new Set<string>();
    for (const { name, operation } of operations()) {
      if (!operation.operationId) lacking.push(`${name}: operationId`);
      else ids.add(operation.operationId);
      if (!operation.summary) lacking.push(`${name}: summary`);
      if (!Object.keys(operation.responses).some((code) => code.startsWith('4'))) lacking.push(`${name}: 4xx`);
      const examples = [...Object.values(operation.responses), operation.requestBody ?? {}].flatMap((part) => Object.values(part.content ?? {})).filter((media) => media.example !== undefined);
      if (examples.length === 0) lacking.push(`${name}: example`);
    }
    expect(lacking).toEqual([]);
    expect(ids.size).toBe(operations().length);
  });

  it('documents the inspector API with the inspector scheme, and its public calls without one', () => {
    const mobile = operations().filter(({ name }) => name.includes(' /api/v1/mobile/'));
    expect(mobile.length).toBeGreaterThan(3);
    for (const { name, operation } of mobile) {
      const expected = /login|apk\/|\/keys$/.test(name) ? [] : [{ inspectorBearer: [] }];
      expect(operation.security, name).toEqual(expected);
    }
  });
});
