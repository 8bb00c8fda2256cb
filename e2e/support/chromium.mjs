import { existsSync } from 'node:fs';

/** Debian's Chromium; CHROMIUM_PATH points elsewhere when a machine keeps it elsewhere. */
const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium() {
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

/** Flags for a sandboxed machine with a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
