/** @jest-environment node */
import { nginxDefaults, parseNginxArgs } from './nginx-options';

const cwd = '/home/owner/site';
const parse = (...argv: string[]) => {
  const parsed = parseNginxArgs(argv, cwd);
  if (parsed.help) throw new Error('expected options, got --help');
  return parsed.options;
};

describe('deploy:nginx arguments', () => {
  it('defaults to the documented root, any host name, ports 80 and 443 and /etc/ssl', () => {
    expect(parse()).toEqual({
      root: '/var/www/illuminated-order/out',
      serverName: '_',
      cert: '/etc/ssl/certs/illuminated-order.pem',
      key: '/etc/ssl/private/illuminated-order.key',
      httpPort: 80,
      httpsPort: 443,
      ipv6: true,
    });
    expect(parse()).toEqual(nginxDefaults);
  });

  it('takes every option, as separate words or with =', () => {
    expect(
      parse(
        '--root',
        '/srv/out',
        '--server-name=www.example.com',
        '--cert',
        '/etc/letsencrypt/live/www.example.com/fullchain.pem',
        '--key=/etc/letsencrypt/live/www.example.com/privkey.pem',
        '--http-port',
        '8080',
        '--https-port=8443',
        '--no-ipv6',
      ),
    ).toEqual({
      root: '/srv/out',
      serverName: 'www.example.com',
      cert: '/etc/letsencrypt/live/www.example.com/fullchain.pem',
      key: '/etc/letsencrypt/live/www.example.com/privkey.pem',
      httpPort: 8080,
      httpsPort: 8443,
      ipv6: false,
    });
  });

  it('resolves relative paths against the directory the command ran in', () => {
    expect(parse('--root', 'out', '--cert', 'tls/c.pem', '--key', '../k.pem')).toEqual(
      expect.objectContaining({
        root: '/home/owner/site/out',
        cert: '/home/owner/site/tls/c.pem',
        key: '/home/owner/k.pem',
      }),
    );
  });

  it('accepts several names and wildcards for the server', () => {
    expect(parse('--server-name', 'example.com  www.example.com *.example.com').serverName).toBe(
      'example.com www.example.com *.example.com',
    );
  });

  it('answers --help with the usage', () => {
    expect(parseNginxArgs(['--root', '/srv', '--help'], cwd)).toEqual({ help: true });
  });

  it.each([
    [['--port', '80'], 'unknown option --port'],
    [['out'], 'unexpected argument "out"'],
    [['--root'], '--root needs a value'],
    [['--root', '--server-name', 'x'], '--root needs a value'],
    [['--root='], '--root needs a value'],
    [['--root', '/a', '--root', '/b'], '--root is given twice'],
    [['--no-ipv6', '--no-ipv6'], '--no-ipv6 is given twice'],
    [['--http-port', 'eighty'], '--http-port must be a port number from 1 to 65535, not "eighty"'],
    [['--https-port', '0'], '--https-port must be a port number from 1 to 65535, not "0"'],
    [['--https-port', '65536'], '--https-port must be a port number from 1 to 65535'],
    [['--https-port', '44.3'], '--https-port must be a port number'],
    [['--http-port', '443'], '--http-port and --https-port must differ (both are 443)'],
    [['--cert', '/c.pem'], '--cert and --key go together: give both or neither'],
    [['--key', '/k.pem'], '--cert and --key go together: give both or neither'],
    [['--server-name', 'example.com;'], '--server-name "example.com;" is not a host name'],
    [['--server-name', 'a.com}'], 'is not a host name'],
    [['--root', '/srv/$site'], '--root "/srv/$site" holds a quote, backslash, $ or control'],
    [['--root', '/srv/"out'], 'holds a quote'],
    [['--cert', '/c\n.pem', '--key', '/k'], 'holds a quote, backslash, $ or control character'],
  ])('refuses %j: %s', (argv, message) => {
    expect(() => parseNginxArgs(argv, cwd)).toThrow(message);
  });
});
