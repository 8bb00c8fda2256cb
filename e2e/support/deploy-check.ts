/**
 * `npm run deploy:check -- <origin>` run as an owner runs it, from the checkout that built out/:
 * its exit status and what it printed.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

export interface DeployCheckRun {
  status: number | null;
  /** Its findings, one a line, and the summary. */
  lines: string[];
  stderr: string;
}

/** Runs the check of `origin`, trusting `certificate` too when given (a run's own nginx). */
export function runDeployCheck(origin: string, certificate?: string): Promise<DeployCheckRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'deploy:check', '--', origin], {
      cwd: repoRoot,
      env: { ...process.env, ...(certificate ? { NODE_EXTRA_CA_CERTS: certificate } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (status) =>
      resolve({ status, lines: stdout.split('\n').filter(Boolean), stderr }),
    );
  });
}
