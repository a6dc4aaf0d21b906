import Stripe from 'stripe';

export type PaymentsConfig = {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (a loopback stand-in in tests); Stripe's own when omitted. */
  apiUrl?: string;
};

/** The official Stripe library, pointed at `apiUrl` when one is given (host, port and protocol). */
export function createStripe(config: PaymentsConfig): Stripe {
  const url = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    telemetry: false,
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'http:' ? 80 : 443),
          protocol: url.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}
