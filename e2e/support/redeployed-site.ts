/**
 * The export as a routine deploy leaves it under a visitor who opened the panel's page before it:
 * a copy of out/ in which the panel's own script has a new name (a change to the panel renames
 * only its chunk), while the page the visitor holds still names the old one. Run before its
 * server starts (start-servers.ts).
 */
import { cpSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { marks } from '../../components/frequency-panel/marks';
import { redeployedDirectory } from './servers';

const chunks = path.join(redeployedDirectory, '_next/static/chunks');

rmSync(redeployedDirectory, { recursive: true, force: true });
cpSync(path.resolve(__dirname, '../../out'), redeployedDirectory, { recursive: true });
// The panel's chunk is the one that draws its island's mark.
const panelChunks = readdirSync(chunks).filter(
  (file) =>
    file.endsWith('.js') && readFileSync(path.join(chunks, file), 'utf8').includes(marks.island),
);
if (panelChunks.length !== 1) {
  throw new Error(
    `Expected one chunk drawing [${marks.island}], found ${panelChunks.join(', ') || 'none'}`,
  );
}
renameSync(path.join(chunks, panelChunks[0]!), path.join(chunks, `redeployed-${panelChunks[0]}`));
