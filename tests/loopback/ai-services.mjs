// Loopback stand-ins for the AI studio's external services, speaking their real HTTP protocols: an
// OpenAI-compatible chat-completions server, the MediaWiki API of Wikimedia Commons (with the picture files it
// points to) and the YouTube Data API v3. Used by the integration tests and the end-to-end run.
import { createServer } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';

const EASTERN = '٠١٢٣٤٥٦٧٨٩';
const eastern = (n) => String(n).replace(/\d/g, (d) => EASTERN[Number(d)]);

/** A small solid-colour PNG (so a picture question shows something). */
function png(width, height, [r, g, b]) {
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const PICTURE = png(160, 120, [196, 151, 40]);

function completion(content) {
  return {
    id: `chatcmpl-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'loopback-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
  };
}

/**
 * Starts the services on one loopback port. The model writes arithmetic questions (true by construction, so its
 * fact-check pass really computes the answer); `queue` scripts the next chat answers for the edge cases, and a topic
 * with the word "markup" gets two questions with HTML in them (for the end-to-end run, which cannot queue).
 */
export async function startAiServices() {
  let counter = Math.floor(Date.now() / 1000) % 100_000;
  const queued = [];
  const requests = [];

  /** A topic that asks for markup gets it: a script in the first question's body, a picture tag in the second's options. */
  function withMarkup(question, i) {
    if (i === 0) return { ...question, bodyEn: `<script>alert(1)</script>${question.bodyEn}` };
    if (i === 1)
      return { ...question, optionsEn: [`<img src=x onerror=alert(1)>`, ...question.optionsEn.slice(1)] };
    return question;
  }

  function questionsFor(prompt) {
    const difficulties = [...prompt.matchAll(/^\d+\. (easy|medium|hard)$/gm)].map((m) => m[1]);
    const asksForMarkup = /^Topic: .*markup/im.test(prompt);
    const questions = difficulties.map((difficulty, i) => {
      counter += 1;
      const a = counter;
      const b = 7 + (counter % 13);
      const sum = a + b;
      const options = [sum, sum + 1, sum - 1, sum + 10];
      const correctIndex = counter % 4;
      [options[0], options[correctIndex]] = [options[correctIndex], options[0]];
      return {
        bodyAr: `كم يساوي ${eastern(a)} + ${eastern(b)}؟`,
        bodyEn: `What is ${a} + ${b}?`,
        optionsAr: options.map(eastern),
        optionsEn: options.map(String),
        correctIndex,
        difficulty,
        tags: ['arithmetic'],
        keywords: [String(sum)],
        mediaSearchTerm: 'abacus',
        mediaDescriptionAr: 'معداد خشبي ملون',
        mediaDescriptionEn: 'A coloured wooden abacus',
        fact: `${a} plus ${b} equals ${sum}.`,
        confidence: i % 10 === 9 ? 80 : 92,
      };
    });
    return asksForMarkup ? questions.map(withMarkup) : questions;
  }

  function factCheck(prompt) {
    const list = JSON.parse(prompt.slice(prompt.lastIndexOf('\n') + 1));
    return {
      answers: list.map(({ id, question, options }) => {
        const m = /(\d+) \+ (\d+)/.exec(question);
        const index = m ? options.indexOf(String(Number(m[1]) + Number(m[2]))) : -1;
        return { id, answerIndex: index >= 0 ? index : null };
      }),
    };
  }

  async function chat(req, res, body) {
    requests.push({ path: req.url, auth: req.headers.authorization, body });
    const next = queued.shift();
    if (next?.delayMs) await new Promise((resolve) => setTimeout(resolve, next.delayMs));
    if (next && next.status && next.status !== 200) {
      res.writeHead(next.status, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(next.body ?? { error: { message: 'error', type: 'error' } }));
    }
    if (next && 'content' in next) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(completion(next.content)));
    }
    const prompt = body.messages?.at(-1)?.content ?? '';
    try {
      const answer = prompt.includes('"answers"') ? factCheck(prompt) : { questions: questionsFor(prompt) };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(completion(JSON.stringify(answer))));
    } catch (error) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: String(error), type: 'server_error' } }));
    }
  }

  function commons(url, res, base) {
    const search = url.searchParams.get('gsrsearch') ?? '';
    const pages = [
      {
        pageid: 1,
        ns: 6,
        title: 'File:Wooden abacus NC.jpg',
        index: 1,
        imageinfo: [
          {
            thumburl: `${base}/images/nc.png`,
            thumbwidth: 160,
            thumbheight: 120,
            url: `${base}/images/nc.png`,
            descriptionurl: `${base}/wiki/File:Wooden_abacus_NC.jpg`,
            mime: 'image/png',
            extmetadata: { LicenseShortName: { value: 'CC BY-NC 2.0' }, Artist: { value: 'Someone' } },
          },
        ],
      },
      {
        pageid: 2,
        ns: 6,
        title: `File:${search.replace(/ filetype:bitmap$/, '')} picture.png`,
        index: 2,
        imageinfo: [
          {
            thumburl: `${base}/images/picture-${encodeURIComponent(search.length)}.png`,
            thumbwidth: 160,
            thumbheight: 120,
            url: `${base}/images/picture.png`,
            descriptionurl: `${base}/wiki/File:picture.png`,
            mime: 'image/png',
            extmetadata: {
              ObjectName: { value: 'A coloured abacus' },
              LicenseShortName: { value: 'CC BY-SA 4.0' },
              LicenseUrl: { value: 'https://creativecommons.org/licenses/by-sa/4.0' },
              Artist: {
                value: '<a href="https://commons.wikimedia.org/wiki/User:Example">Example Photographer</a>',
              },
            },
          },
        ],
      },
    ];
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ batchcomplete: true, query: { pages: search.startsWith('nothing') ? [] : pages } }),
    );
  }

  function youtube(url, res) {
    const key = url.searchParams.get('key');
    const q = url.searchParams.get('q') ?? '';
    if (key !== 'loopback-youtube-key') {
      res.writeHead(400, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({
          error: { code: 400, message: 'API key not valid.', errors: [{ reason: 'keyInvalid' }] },
        }),
      );
    }
    if (q === 'quota') {
      res.writeHead(403, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({
          error: { code: 403, errors: [{ reason: 'quotaExceeded', domain: 'youtube.quota' }] },
        }),
      );
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        kind: 'youtube#searchListResponse',
        items: [
          {
            kind: 'youtube#searchResult',
            id: { kind: 'youtube#video', videoId: 'abcDEF12345' },
            snippet: {
              title: `${q} explained`,
              channelTitle: 'Loopback Channel',
              thumbnails: { medium: { url: 'https://i.ytimg.com/vi/abcDEF12345/mqdefault.jpg' } },
            },
          },
        ],
      }),
    );
  }

  const server = createServer((req, res) => {
    const base = `http://${req.headers.host}`;
    const url = new URL(req.url ?? '/', base);
    if (req.method === 'POST' && url.pathname.endsWith('/chat/completions')) {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        let body = {};
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          res.writeHead(400);
          return res.end();
        }
        void chat(req, res, body);
      });
      return;
    }
    if (url.pathname === '/w/api.php') return commons(url, res, base);
    if (url.pathname === '/youtube/v3/search') return youtube(url, res);
    // What the system screen's service checks ask: the model list and one video (1 quota unit).
    if (req.method === 'GET' && url.pathname === '/v1/models') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ object: 'list', data: [{ id: 'loopback-model', object: 'model' }] }));
    }
    if (url.pathname === '/youtube/v3/videos') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ kind: 'youtube#videoListResponse', items: [] }));
    }
    if (url.pathname.startsWith('/images/')) {
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end(PICTURE);
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    modelUrl: `${url}/v1`,
    commonsUrl: `${url}/w/api.php`,
    youtubeUrl: `${url}/youtube/v3`,
    youtubeKey: 'loopback-youtube-key',
    requests,
    /** The next chat answers: `{ status, body }`, `{ content }` (raw text) or `{ delayMs }` before the default. */
    queue: (...replies) => queued.push(...replies),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
