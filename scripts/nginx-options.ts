/**
 * The options of `npm run --silent deploy:nginx`, parsed from its arguments by a pure function so
 * that a mistyped flag is a clear error rather than a broken server.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';

export interface NginxOptions {
  /** The uploaded folder `npm run deploy:nginx-root` wrote (out-nginx/), an absolute path. */
  root: string;
  /** The host names the site answers to; nginx refuses every other name. */
  serverNames: readonly string[];
  /** PEM certificate (full chain) and its private key. */
  cert: string;
  key: string;
  httpPort: number;
  httpsPort: number;
  /** Also listen on IPv6 (nginx refuses to start on a machine without it). */
  ipv6: boolean;
}

/** Every option but the host name, which only the operator knows. */
export const nginxDefaults = {
  root: '/var/www/illuminated-order/out',
  cert: '/etc/ssl/certs/illuminated-order.pem',
  key: '/etc/ssl/private/illuminated-order.key',
  httpPort: 80,
  httpsPort: 443,
  ipv6: true,
} as const satisfies Omit<NginxOptions, 'serverNames'>;

export const nginxUsage = `Usage: npm run --silent deploy:nginx -- --server-name <name> [options] > /etc/nginx/conf.d/illuminated-order.conf

Prints an nginx configuration (for nginx's http {} block) that serves the export over HTTPS.
It is nginx's default server on both ports: a request for any name not given here gets no answer.

  --server-name <names> the site's host name(s), required; several as "example.com www.example.com",
                        each redirected from plain HTTP to HTTPS on that same name
  --root <dir>          the uploaded out-nginx/    (default ${nginxDefaults.root})
  --cert <pem>          certificate, full chain    (default ${nginxDefaults.cert})
  --key <pem>           its private key            (default ${nginxDefaults.key})
  --http-port <n>       port redirected to HTTPS   (default ${nginxDefaults.httpPort})
  --https-port <n>      port serving the site      (default ${nginxDefaults.httpsPort})
  --no-ipv6             listen on IPv4 only, for a machine without IPv6
  --help                show this help
`;

type ParsedArgs = { help: true } | { help: false; options: NginxOptions };

const text = { type: 'string' } as const;
const optionSpec = {
  'server-name': text,
  root: text,
  cert: text,
  key: text,
  'http-port': text,
  'https-port': text,
  'no-ipv6': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function port(flag: string, value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > 65535) {
    throw new Error(`${flag} must be a port number from 1 to 65535, not "${value}"`);
  }
  return n;
}

/** What a quoted nginx string cannot hold as it is: its quote, escapes, variables, controls. */
const unquotable = /["\\$\p{Cc}]/u;

function filePath(flag: string, value: string, cwd: string): string {
  if (value === '') throw new Error(`${flag} needs a value`);
  if (unquotable.test(value)) {
    throw new Error(`${flag} "${value}" holds a quote, backslash, $ or control character`);
  }
  // nginx resolves a relative path against its own prefix, not the directory the command ran in.
  return path.resolve(cwd, value);
}

/** A DNS name or an IPv4 address: each is written into the config as the redirect's target. */
const hostName = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i;

function serverNames(value: string): string[] {
  const names = value.trim().split(/\s+/);
  const wrong = names.find((name) => !hostName.test(name));
  if (wrong !== undefined) {
    throw new Error(
      `--server-name "${wrong}" is not a host name: give the site's own names, e.g. www.example.com (letters, digits, dots and hyphens, no wildcard)`,
    );
  }
  return [...new Set(names.map((name) => name.toLowerCase()))];
}

/**
 * Parses the arguments after `--`; `cwd` resolves relative paths. Throws with a clear message:
 * Node's own for a flag it does not know or a value left out, this one's for a value it refuses.
 */
export function parseNginxArgs(argv: readonly string[], cwd: string): ParsedArgs {
  const { values } = parseArgs({ args: [...argv], options: optionSpec });
  if (values.help) return { help: true };
  const { root, cert, key } = values;
  if (!values['server-name']) {
    throw new Error('--server-name is required: the name(s) the site is reached at');
  }
  if ((cert === undefined) !== (key === undefined)) {
    throw new Error('--cert and --key go together: give both or neither');
  }
  const options: NginxOptions = {
    root: root === undefined ? nginxDefaults.root : filePath('--root', root, cwd),
    serverNames: serverNames(values['server-name']),
    cert: cert === undefined ? nginxDefaults.cert : filePath('--cert', cert, cwd),
    key: key === undefined ? nginxDefaults.key : filePath('--key', key, cwd),
    httpPort: port('--http-port', values['http-port'] ?? String(nginxDefaults.httpPort)),
    httpsPort: port('--https-port', values['https-port'] ?? String(nginxDefaults.httpsPort)),
    ipv6: !values['no-ipv6'],
  };
  if (options.httpPort === options.httpsPort) {
    throw new Error(`--http-port and --https-port must differ (both are ${options.httpPort})`);
  }
  return { help: false, options };
}
