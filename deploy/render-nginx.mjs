#!/usr/bin/env node
// Fills in deploy/nginx.conf's placeholders (comment lines are left as they are), so that the compose file, a
// plain server and the cluster test use one configuration:
//   node deploy/render-nginx.mjs --https-port 8443 --certificate /etc/nginx/certs/cert.pem \
//     --certificate-key /etc/nginx/certs/key.pem --server app1:3000 --server app2:3000 > nginx.conf
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const TEMPLATE = fileURLToPath(new URL('./nginx.conf', import.meta.url));

/** The configuration for these processes, port and certificate. */
export function renderNginxConfig({ httpsPort, certificate, certificateKey, servers }) {
  const serverLines = servers.map((server) => `server ${server} max_fails=1 fail_timeout=5s;`).join('\n    ');
  return readFileSync(TEMPLATE, 'utf8')
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line
            .replaceAll('{{HTTPS_PORT}}', String(httpsPort))
            .replaceAll('{{CERTIFICATE}}', certificate)
            .replaceAll('{{CERTIFICATE_KEY}}', certificateKey)
            .replaceAll('{{SERVERS}}', serverLines),
    )
    .join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const value = (name) => args[args.indexOf(name) + 1];
  const servers = args.flatMap((arg, i) => (arg === '--server' ? [args[i + 1]] : []));
  process.stdout.write(
    renderNginxConfig({
      httpsPort: value('--https-port') ?? 8443,
      certificate: value('--certificate'),
      certificateKey: value('--certificate-key'),
      servers,
    }),
  );
}
