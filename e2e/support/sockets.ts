/**
 * Requests a browser cannot make: a Host header or a TLS server name other than the URL's, to
 * see what a server does with names that are not the site's.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect as tlsConnect, type ConnectionOptions } from 'node:tls';

/** What came back: a status and Location, or the error that ended the exchange. */
export type Answer = { status: number; location?: string } | { error: string };

/**
 * A GET of `url`'s path sent to 127.0.0.1 at `url`'s port, with the Host header given and, over
 * https, the TLS server name given (none for an IP address, as clients send none then).
 */
export function getWithHost(
  url: string,
  { host, serverName }: { host: string; serverName?: string },
): Promise<Answer> {
  const { protocol, port, pathname, search } = new URL(url);
  const send = protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const request = send({
      host: '127.0.0.1',
      port: Number(port),
      path: `${pathname}${search}`,
      headers: { Host: host },
      ...(protocol === 'https:' ? { servername: serverName, rejectUnauthorized: false } : {}),
      agent: false,
      timeout: 5_000,
    });
    request.once('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode!, location: response.headers.location });
    });
    request.once('timeout', () => request.destroy(new Error('timed out')));
    request.once('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    );
    request.end();
  });
}

/** A TLS handshake with 127.0.0.1 at `port`: the version agreed, or the error that ended it. */
export function handshake(
  port: number,
  options: Pick<ConnectionOptions, 'servername' | 'minVersion' | 'maxVersion' | 'ciphers'>,
): Promise<{ protocol: string } | { error: string }> {
  return new Promise((resolve) => {
    const socket = tlsConnect({ host: '127.0.0.1', port, rejectUnauthorized: false, ...options });
    socket.setTimeout(5_000, () => socket.destroy(new Error('timed out')));
    socket.once('secureConnect', () => {
      resolve({ protocol: socket.getProtocol() ?? '' });
      socket.destroy();
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    );
  });
}
