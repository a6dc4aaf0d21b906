import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chatJson, type ChatEndpoint } from './chat-client';

type Reply = { status?: number; body?: unknown; delayMs?: number };
type Seen = { auth: string | undefined; body: { model: string; response_format?: { type: string } } };

/** An OpenAI-compatible server on loopback whose next answers the test chooses; it records what it was asked. */
function completion(content: string | null) {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1_764_000_000,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

const envelope = z.object({ questions: z.array(z.unknown()) });
const request = {
  name: 'questions',
  schema: envelope,
  jsonSchema: { type: 'object' },
  messages: [{ role: 'user' as const, content: 'Write questions' }],
};

describe('the OpenAI-compatible chat client', () => {
  let server: Server;
  let endpoint: ChatEndpoint;
  const replies: Reply[] = [];
  const seen: Seen[] = [];
  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        seen.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
        const reply = replies.shift() ?? { body: completion('{"questions":[]}') };
        setTimeout(() => {
          res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
          res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
        }, reply.delayMs ?? 0);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    endpoint = { baseUrl: `http://127.0.0.1:${port}/v1/`, apiKey: 'sk-test', model: 'test-model' };
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const next = (...list: Reply[]) => {
    replies.length = 0;
    seen.length = 0;
    replies.push(...list);
  };

  it('asks for structured output with the key and model, and returns the validated JSON', async () => {
    next({ body: completion('{"questions":[{"bodyEn":"Q"}]}') });
    expect(await chatJson(endpoint, request)).toEqual({ questions: [{ bodyEn: 'Q' }] });
    expect(seen[0]).toMatchObject({
      auth: 'Bearer sk-test',
      body: { model: 'test-model', response_format: { type: 'json_schema' } },
    });
  });

  it('reads JSON a model wrapped in a fenced block', async () => {
    next({ body: completion('Here you are:\n```json\n{"questions":[]}\n```') });
    expect(await chatJson(endpoint, request)).toEqual({ questions: [] });
  });

  it('steps down to JSON mode, then to plain text, when the server refuses the response format', async () => {
    const refusal = { status: 400, body: { error: { message: "Unknown parameter 'response_format'" } } };
    next(refusal, refusal, { body: completion('{"questions":[]}') });
    expect(await chatJson(endpoint, request)).toEqual({ questions: [] });
    expect(seen.map((s) => s.body.response_format?.type ?? 'none')).toEqual([
      'json_schema',
      'json_object',
      'none',
    ]);
  });

  it('answers "Invalid response from service" for malformed JSON and for JSON of the wrong shape', async () => {
    next({ body: completion('{"questions": [') });
    await expect(chatJson(endpoint, request)).rejects.toMatchObject({
      key: 'admin.ai.errors.invalidResponse',
    });
    next({ body: completion('{"items": []}') });
    await expect(chatJson(endpoint, request)).rejects.toMatchObject({
      key: 'admin.ai.errors.invalidResponse',
    });
  });

  it('answers "No data received from service" for an empty answer, a server error, a refused connection and a timeout', async () => {
    next({ body: completion(null) });
    await expect(chatJson(endpoint, request)).rejects.toMatchObject({ key: 'admin.ai.errors.noData' });
    next({ body: { choices: [] } });
    await expect(chatJson(endpoint, request)).rejects.toMatchObject({ key: 'admin.ai.errors.noData' });
    next({ status: 500, body: { error: { message: 'overloaded' } } });
    await expect(chatJson(endpoint, request)).rejects.toMatchObject({ key: 'admin.ai.errors.noData' });
    next({ delayMs: 2_000 });
    await expect(chatJson({ ...endpoint, timeoutMs: 200 }, request)).rejects.toMatchObject({
      key: 'admin.ai.errors.noData',
    });
    await expect(chatJson({ ...endpoint, baseUrl: 'http://127.0.0.1:9/v1' }, request)).rejects.toMatchObject({
      key: 'admin.ai.errors.noData',
    });
  });

  it("passes the provider's rate limit on as 'Request limit exceeded'", async () => {
    next({ status: 429, body: { error: { message: 'Rate limit reached', type: 'rate_limit_exceeded' } } });
    await expect(chatJson(endpoint, request)).rejects.toMatchObject({
      key: 'errors.rateLimited',
      statusCode: 429,
    });
  });
});
