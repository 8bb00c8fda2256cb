/**
 * The options of `npm run --silent deploy:nginx`, parsed from its arguments by a pure function so
 * that a mistyped flag is a clear error rather than a broken server.
 */
import path from 'node:path';

export interface NginxOptions {
  /** The uploaded export (the `out/` folder), an absolute path. */
  root: string;
  /** nginx `server_name`: one or more names, or `_` for any. */
  serverName: string;
  /** PEM certificate (full chain) and its private key. */
  cert: string;
  key: string;
  httpPort: number;
  httpsPort: number;
  /** Also listen on IPv6 (nginx refuses to start on a machine without it). */
  ipv6: boolean;
}

export const nginxDefaults: NginxOptions = {
  root: '/var/www/illuminated-order/out',
  serverName: '_',
  cert: '/etc/ssl/certs/illuminated-order.pem',
  key: '/etc/ssl/private/illuminated-order.key',
  httpPort: 80,
  httpsPort: 443,
  ipv6: true,
};

export const nginxUsage = `Usage: npm run --silent deploy:nginx -- [options] > /etc/nginx/conf.d/illuminated-order.conf

Prints an nginx configuration (for nginx's http {} block) that serves the export over HTTPS.

  --root <dir>          the uploaded out/ folder   (default ${nginxDefaults.root})
  --server-name <name>  the site's host name(s)    (default ${nginxDefaults.serverName}: any)
  --cert <pem>          certificate, full chain    (default ${nginxDefaults.cert})
  --key <pem>           its private key            (default ${nginxDefaults.key})
  --http-port <n>       port redirected to HTTPS   (default ${nginxDefaults.httpPort})
  --https-port <n>      port serving the site      (default ${nginxDefaults.httpsPort})
  --no-ipv6             listen on IPv4 only, for a machine without IPv6
  --help                show this help
`;

export type ParsedArgs = { help: true } | { help: false; options: NginxOptions };

const flags = {
  '--root': 'root',
  '--server-name': 'serverName',
  '--cert': 'cert',
  '--key': 'key',
  '--http-port': 'httpPort',
  '--https-port': 'httpsPort',
} as const satisfies Record<string, keyof NginxOptions>;

type Flag = keyof typeof flags;
const isFlag = (name: string): name is Flag => Object.hasOwn(flags, name);

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
  if (unquotable.test(value)) {
    throw new Error(`${flag} "${value}" holds a quote, backslash, $ or control character`);
  }
  // nginx resolves a relative path against its own prefix, not the directory the command ran in.
  return path.resolve(cwd, value);
}

function serverNames(value: string): string {
  const names = value.trim().split(/\s+/);
  for (const name of names) {
    if (!/^(_|\*\.)?[A-Za-z0-9.-]*$/.test(name) || name === '') {
      throw new Error(
        `--server-name "${name}" is not a host name (letters, digits, dots, hyphens)`,
      );
    }
  }
  return names.join(' ');
}

/** Parses the arguments after `--`; `cwd` resolves relative paths. Throws with a clear message. */
export function parseNginxArgs(argv: readonly string[], cwd: string): ParsedArgs {
  const given: Partial<Record<Flag, string>> = {};
  let noIpv6 = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return { help: true };
    if (arg === '--no-ipv6') {
      if (noIpv6) throw new Error('--no-ipv6 is given twice');
      noIpv6 = true;
      continue;
    }
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg];
    if (!isFlag(name!)) {
      throw new Error(
        name!.startsWith('-') ? `unknown option ${name}` : `unexpected argument "${arg}"`,
      );
    }
    if (given[name] !== undefined) throw new Error(`${name} is given twice`);
    const value = inline ?? argv[++i];
    if (value === undefined || value === '' || (inline === undefined && value.startsWith('--'))) {
      throw new Error(`${name} needs a value`);
    }
    given[name] = value;
  }

  if ((given['--cert'] === undefined) !== (given['--key'] === undefined)) {
    throw new Error('--cert and --key go together: give both or neither');
  }

  const options: NginxOptions = { ...nginxDefaults, ipv6: !noIpv6 };
  if (given['--root'] !== undefined) options.root = filePath('--root', given['--root'], cwd);
  if (given['--cert'] !== undefined) options.cert = filePath('--cert', given['--cert'], cwd);
  if (given['--key'] !== undefined) options.key = filePath('--key', given['--key'], cwd);
  if (given['--server-name'] !== undefined) {
    options.serverName = serverNames(given['--server-name']);
  }
  if (given['--http-port'] !== undefined) {
    options.httpPort = port('--http-port', given['--http-port']);
  }
  if (given['--https-port'] !== undefined) {
    options.httpsPort = port('--https-port', given['--https-port']);
  }
  if (options.httpPort === options.httpsPort) {
    throw new Error(`--http-port and --https-port must differ (both are ${options.httpPort})`);
  }
  return { help: false, options };
}
