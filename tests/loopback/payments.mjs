// A loopback stand-in for Stripe, speaking the parts of its HTTP API the monetization uses: the official library
// creates hosted checkout sessions here (form-encoded, with the secret key as a bearer token), a small hosted
// checkout page takes the "payment", and the completed session is sent to the webhook endpoint as a
// `checkout.session.completed` event signed the way Stripe signs them (`Stripe-Signature: t=…,v1=HMAC-SHA256`).
// Used by the integration tests and the end-to-end run.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

/** `line_items[0][price_data][currency]=aed` and the like, into nested objects and arrays. */
function parseForm(body) {
  const root = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\]?\[|\]/).filter(Boolean);
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(path[i + 1]) ? [] : {};
    });
  }
  return root;
}

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const id = (prefix) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** The `Stripe-Signature` header of a payload, as Stripe computes it. */
export function signPayload(payload, secret, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export async function startPayments({ secretKey, webhookSecret, webhookUrl = '' }) {
  const sessions = new Map();
  const requests = [];
  const deliveries = [];
  const state = { webhookUrl };

  async function deliver(event) {
    const payload = JSON.stringify(event, null, 2);
    const response = await fetch(state.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signPayload(payload, webhookSecret),
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: payload,
    });
    const delivery = { eventId: event.id, status: response.status, body: await response.text(), payload };
    deliveries.push(delivery);
    return delivery;
  }

  const eventOf = (type, object) => ({
    id: id('evt'),
    object: 'event',
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    type,
    data: { object },
  });
  const sessionOf = (sessionId) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    return session;
  };

  /**
   * Pays an open session (as the hosted page's button does) and sends the signed event; with `deliver: false` the
   * webhook is lost (the event is built and kept, not sent), for the reconciliation.
   */
  async function pay(sessionId, options = {}) {
    const session = sessionOf(sessionId);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: id('pi') });
    session.charge = id('ch');
    const event = eventOf('checkout.session.completed', { ...session });
    if (options.deliver === false) {
      const payload = JSON.stringify(event, null, 2);
      deliveries.push({ eventId: event.id, status: 0, body: '', payload });
      return { eventId: event.id, status: 0, body: '', payload };
    }
    return deliver(event);
  }

  /** The charge of a paid session, refunded in full (or in part): a signed `charge.refunded`. */
  async function refund(sessionId, options = {}) {
    const session = sessionOf(sessionId);
    const amount = session.amount_total;
    const refunded = options.amount ?? amount;
    return deliver(
      eventOf('charge.refunded', {
        id: session.charge,
        object: 'charge',
        amount,
        amount_refunded: refunded,
        currency: session.currency,
        paid: true,
        payment_intent: session.payment_intent,
        refunded: refunded >= amount,
        status: 'succeeded',
      }),
    );
  }

  /** A chargeback opened on a paid session's charge: a signed `charge.dispute.created`. */
  async function dispute(sessionId) {
    const session = sessionOf(sessionId);
    return deliver(
      eventOf('charge.dispute.created', {
        id: id('dp'),
        object: 'dispute',
        amount: session.amount_total,
        charge: session.charge,
        currency: session.currency,
        payment_intent: session.payment_intent,
        reason: 'fraudulent',
        status: 'needs_response',
      }),
    );
  }

  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url, 'http://localhost');
      const body = Buffer.concat(chunks).toString('utf8');
      const json = (status, value) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(value));
      };
      try {
        if (url.pathname === '/v1/checkout/sessions' && req.method === 'POST') {
          requests.push({ path: url.pathname, auth: req.headers.authorization, body: parseForm(body) });
          if (req.headers.authorization !== `Bearer ${secretKey}`) {
            return json(401, {
              error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
            });
          }
          const form = parseForm(body);
          const item = form.line_items?.[0];
          const amount = Number(item?.price_data?.unit_amount) * Number(item?.quantity ?? 1);
          if (!item || !Number.isInteger(amount) || !form.success_url) {
            return json(400, {
              error: { type: 'invalid_request_error', message: 'Missing required param: line_items.' },
            });
          }
          const sessionId = id('cs_test');
          const base = `http://${req.headers.host}`;
          const session = {
            id: sessionId,
            object: 'checkout.session',
            amount_subtotal: amount,
            amount_total: amount,
            currency: item.price_data.currency,
            client_reference_id: form.client_reference_id ?? null,
            customer_email: form.customer_email ?? null,
            livemode: false,
            locale: form.locale ?? null,
            metadata: form.metadata ?? {},
            mode: form.mode,
            payment_status: 'unpaid',
            status: 'open',
            success_url: form.success_url.replace('{CHECKOUT_SESSION_ID}', sessionId),
            cancel_url: form.cancel_url ?? null,
            product_name: item.price_data.product_data?.name ?? '',
            url: `${base}/pay/${sessionId}`,
          };
          sessions.set(sessionId, session);
          return json(200, session);
        }
        const retrieved = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
        if (retrieved && req.method === 'GET') {
          requests.push({ path: url.pathname, auth: req.headers.authorization, body: {} });
          if (req.headers.authorization !== `Bearer ${secretKey}`) {
            return json(401, {
              error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
            });
          }
          const found = sessions.get(retrieved[1]);
          if (!found) {
            return json(404, {
              error: {
                type: 'invalid_request_error',
                message: `No such checkout.session: '${retrieved[1]}'`,
              },
            });
          }
          return json(200, found);
        }
        // The test's own controls (the end-to-end run drives refunds and disputes through them).
        const control = /^\/test\/(refund|dispute)\/([\w]+)$/.exec(url.pathname);
        if (control && req.method === 'POST') {
          const delivery = await (control[1] === 'refund' ? refund(control[2]) : dispute(control[2]));
          return json(200, { eventId: delivery.eventId, status: delivery.status });
        }
        const match = /^\/pay\/([\w]+)$/.exec(url.pathname);
        const session = match ? sessions.get(match[1]) : undefined;
        if (session && req.method === 'GET') {
          const price = (session.amount_total / 100).toFixed(2);
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout</title></head>
<body><main><h1>Pay ${escapeHtml(session.currency.toUpperCase())} ${price}</h1><p>${escapeHtml(session.product_name)}</p>
<form method="post"><button type="submit">Pay</button></form>
<a href="${escapeHtml(session.cancel_url ?? '/')}">Cancel</a></main></body></html>`);
        }
        if (session && req.method === 'POST') {
          await pay(session.id);
          res.writeHead(303, { location: session.success_url });
          return res.end();
        }
        json(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL.' } });
      } catch (error) {
        json(500, { error: { type: 'api_error', message: String(error) } });
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;

  return {
    url,
    sessions,
    requests,
    deliveries,
    pay,
    refund,
    dispute,
    /** The session expires unpaid (Stripe closes it after 24 hours). */
    expire: (sessionId) => Object.assign(sessionOf(sessionId), { status: 'expired' }),
    /** Sends a delivered (or lost) event again, byte for byte (a replay, or a late delivery). */
    deliverAgain: async (eventId) => {
      const previous = deliveries.find((d) => d.eventId === eventId);
      return deliver(JSON.parse(previous.payload));
    },
    /** Sends a delivered event again, byte for byte (a replay). */
    replay: async (eventId) => {
      const previous = deliveries.find((d) => d.eventId === eventId);
      return deliver(JSON.parse(previous.payload));
    },
    /** Sends any payload with any signature header (for forged calls). */
    post: async (payload, signature) => {
      const response = await fetch(state.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        body: payload,
      });
      return { status: response.status, body: await response.text() };
    },
    setWebhookUrl: (value) => {
      state.webhookUrl = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
