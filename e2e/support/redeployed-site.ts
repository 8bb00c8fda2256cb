/**
 * The export as a routine deploy leaves it under a visitor who opened the panel's page before it:
 * a copy of out/ in which the panel's own script has a new name (a change to the panel renames
 * only its chunk), while the page the visitor holds still names the old one. Run before its
 * server starts (start-servers.ts).
 */
import { cpSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { outDir, panelChunkFile } from './export';
import { redeployedDirectory } from './servers';

const chunks = path.join(redeployedDirectory, '_next/static/chunks');

rmSync(redeployedDirectory, { recursive: true, force: true });
cpSync(outDir, redeployedDirectory, { recursive: true });
const panelChunk = panelChunkFile(chunks);
renameSync(path.join(chunks, panelChunk), path.join(chunks, `redeployed-${panelChunk}`));
