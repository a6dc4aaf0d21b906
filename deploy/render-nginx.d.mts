/** deploy/nginx.conf with its placeholders filled in. */
export function renderNginxConfig(options: {
  httpsPort: number;
  certificate: string;
  certificateKey: string;
  servers: string[];
}): string;
