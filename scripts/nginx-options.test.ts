/** @jest-environment node */
import { nginxUsage, parseNginxArgs } from './nginx-options';

const cwd = '/home/owner/site';
const parse = (...argv: string[]) => {
  const parsed = parseNginxArgs(argv, cwd);
  if (parsed.help) throw new Error('expected options, got --help');
  return parsed.options;
};

describe('deploy:nginx arguments', () => {
  it('needs the name the site is reached at, since every other name is refused', () => {
    expect(() => parse()).toThrow('--server-name is required');
    expect(() => parse('--root', '/srv/out')).toThrow('--server-name is required');
  });

  it('uses, for each option left out, the default its --help names', () => {
    const options = parse('--server-name', 'www.example.com');
    for (const [flag, value] of [
      ['--root', options.root],
      ['--cert', options.cert],
      ['--key', options.key],
      ['--http-port', options.httpPort],
      ['--https-port', options.httpsPort],
    ] as const) {
      expect(nginxUsage).toMatch(new RegExp(`${flag} .*\\(default ${String(value)}\\)`));
    }
    expect(options.ipv6).toBe(true);
  });

  it('takes every option, as separate words or with =', () => {
    const certs = '/etc/letsencrypt/live/www.example.com';
    const line = `--root /srv/out --server-name=www.example.com --cert ${certs}/fullchain.pem --key=${certs}/privkey.pem --http-port 8080 --https-port=8443 --no-ipv6`;
    expect(parse(...line.split(' '))).toEqual({
      root: '/srv/out',
      serverNames: ['www.example.com'],
      cert: `${certs}/fullchain.pem`,
      key: `${certs}/privkey.pem`,
      httpPort: 8080,
      httpsPort: 8443,
      ipv6: false,
    });
  });

  it('resolves relative paths against the directory the command ran in', () => {
    const line = '--server-name a.example --root out --cert tls/c.pem --key ../k.pem';
    expect(parse(...line.split(' '))).toEqual(
      expect.objectContaining({
        root: '/home/owner/site/out',
        cert: '/home/owner/site/tls/c.pem',
        key: '/home/owner/k.pem',
      }),
    );
  });

  it('accepts several names, each once, in lower case as nginx compares them', () => {
    expect(
      parse('--server-name', ' example.com  WWW.example.com www.example.com ').serverNames,
    ).toEqual(['example.com', 'www.example.com']);
  });

  it('answers --help or -h with the usage, wherever it stands', () => {
    expect(parseNginxArgs(['--root', '/srv', '--help'], cwd)).toEqual({ help: true });
    expect(parseNginxArgs(['-h'], cwd)).toEqual({ help: true });
  });

  const named = ['--server-name', 'www.example.com'];
  it.each([
    [['--port', '80'], "Unknown option '--port'"],
    [['--ipv6'], "Unknown option '--ipv6'"],
    [['out'], "Unexpected argument 'out'"],
    [[...named, '--root'], "Option '--root <value>' argument missing"],
    [[...named, '--root', '--cert', 'x'], "Option '--root' argument is ambiguous"],
    [[...named, '--root='], '--root needs a value'],
    [[...named, '--http-port', 'eighty'], '--http-port must be a port number from 1 to 65535'],
    [
      [...named, '--https-port', '0'],
      '--https-port must be a port number from 1 to 65535, not "0"',
    ],
    [[...named, '--https-port', '65536'], '--https-port must be a port number from 1 to 65535'],
    [[...named, '--https-port', '44.3'], '--https-port must be a port number'],
    [[...named, '--http-port', '443'], '--http-port and --https-port must differ (both are 443)'],
    [[...named, '--cert', '/c.pem'], '--cert and --key go together: give both or neither'],
    [[...named, '--key', '/k.pem'], '--cert and --key go together: give both or neither'],
    [['--server-name', '_'], '--server-name "_" is not a host name'],
    [['--server-name', '*.example.com'], 'no wildcard'],
    [['--server-name', 'example.com;'], '--server-name "example.com;" is not a host name'],
    [['--server-name', 'a.com}'], 'is not a host name'],
    [['--server-name=-a.com'], 'is not a host name'],
    [['--server-name', 'a..com'], 'is not a host name'],
    [
      [...named, '--root', '/srv/$site'],
      '--root "/srv/$site" holds a quote, backslash, $ or control',
    ],
    [[...named, '--root', '/srv/"out'], 'holds a quote'],
    [[...named, '--cert', '/c\n.pem', '--key', '/k'], 'holds a quote, backslash, $ or control'],
  ])('refuses %j: %s', (argv, message) => {
    expect(() => parseNginxArgs(argv, cwd)).toThrow(message);
  });
});
