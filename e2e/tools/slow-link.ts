/**
 * A slow network link in front of a local server, for the bench: every byte waits half the round
 * trip each way, and all that goes down (or up) shares one link of the given speed, whoever asked
 * for it. DevTools' throttling is the page's alone; the browser's own fetches ahead of a page
 * (speculation rules) would pass it by, and look faster than a phone would see them.
 */
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

export interface LinkSpeed {
  latencyMs: number;
  downloadBitsPerSecond: number;
  uploadBitsPerSecond: number;
}

/** Sent in slices, so a large read arrives as a stream does, not all at once at its end. */
const sliceBytes = 4096;

/** One direction of the link, shared by every connection. */
class Direction {
  private freeAt = 0;
  constructor(
    private readonly bitsPerSecond: number,
    private readonly delayMs: number,
  ) {}

  /** When bytes given now reach the other end. */
  arrival(bytes: number): number {
    const start = Math.max(performance.now(), this.freeAt);
    this.freeAt = start + (bytes * 8 * 1000) / this.bitsPerSecond;
    return this.freeAt + this.delayMs;
  }
}

/** Pipes `from` into `to` through the link, in order, ending `to` after the last byte. */
function carry(from: Socket, to: Socket, direction: Direction) {
  const queue: { at: number; slice: Buffer | null }[] = [];
  let timer: NodeJS.Timeout | undefined;
  const deliver = () => {
    timer = undefined;
    while (queue.length > 0 && queue[0]!.at <= performance.now()) {
      const { slice } = queue.shift()!;
      if (slice) to.write(slice);
      else to.end();
    }
    if (queue.length > 0) timer = setTimeout(deliver, queue[0]!.at - performance.now());
  };
  const send = (slice: Buffer | null) => {
    queue.push({ at: direction.arrival(slice?.length ?? 0), slice });
    timer ??= setTimeout(deliver, queue[0]!.at - performance.now());
  };
  from.on('data', (chunk: Buffer) => {
    for (let offset = 0; offset < chunk.length; offset += sliceBytes) {
      send(chunk.subarray(offset, offset + sliceBytes));
    }
  });
  from.on('end', () => send(null));
}

/** A link to 127.0.0.1:`port`, listening on a free port of its own. */
export async function startSlowLink(port: number, speed: LinkSpeed) {
  const down = new Direction(speed.downloadBitsPerSecond, speed.latencyMs / 2);
  const up = new Direction(speed.uploadBitsPerSecond, speed.latencyMs / 2);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const server = connect(port, '127.0.0.1');
    for (const socket of [client, server]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        server.destroy();
      });
    }
    carry(client, server, up);
    carry(server, client, down);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
