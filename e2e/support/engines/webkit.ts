/**
 * WebKitGTK, Safari's engine as Debian ships it, in a bare window (webkit-window.py) on a virtual
 * X display (Xvfb), driven by WebKitWebDriver over classic W3C WebDriver. The few commands the
 * journeys need are spoken directly, without a client library.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../system';
import { findTimeout, inPageScript, pageProblems, type Engine } from './engine';
import type { OutsideStandIn } from './outside-stand-in';

/** How a WebDriver response names an element (W3C WebDriver, "web element identifier"). */
const elementKey = 'element-6066-11e4-a52e-4f735466cecf';
const keyCodes = { Escape: '\uE00C' } as const;

/** Starts Xvfb on the first free display, which it writes to the pipe once it accepts clients. */
async function startXvfb(xvfb: string): Promise<{ child: ChildProcess; display: string }> {
  const child = spawn(
    xvfb,
    ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const display = await new Promise<string>((resolve, reject) => {
    child.stdio[3]!.once('data', (chunk) => resolve(`:${String(chunk).trim()}`));
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${stderr}`)));
  });
  return { child, display };
}

async function webDriver(
  base: string,
  method: 'GET' | 'POST' | 'DELETE',
  route: string,
  body?: object,
) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  const { value } = (await response.json()) as { value: unknown };
  if (!response.ok) {
    const { error, message } = value as { error: string; message: string };
    throw new Error(`WebKitWebDriver ${method} ${route}: ${error} ${message}`);
  }
  return value;
}

export interface WebKitPrograms {
  xvfb: string;
  driver: string;
  python: string;
}

export async function launchWebKit(programs: WebKitPrograms, standIn: OutsideStandIn) {
  const dir = mkdtempSync(path.join(tmpdir(), 'illuminated-order-webkit-'));
  const children: ChildProcess[] = [];
  // Each in its own process group, so the driver's browser goes with it; Xvfb, told to stop,
  // removes its socket.
  const killAll = () =>
    children.forEach((child) => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // Already gone.
      }
    });
  process.once('exit', killAll);
  try {
    const xvfb = await startXvfb(programs.xvfb);
    children.push(xvfb.child);
    const port = await freePort();
    const driver = spawn(programs.driver, [`--port=${port}`, '--host=127.0.0.1'], {
      env: { ...process.env, DISPLAY: xvfb.display },
      stdio: 'ignore',
      detached: true,
    });
    children.push(driver);
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 10_000;
    while (
      !(await fetch(`${base}/status`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error('WebKitWebDriver did not answer in 10 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const scriptFile = path.join(dir, 'in-page.js');
    writeFileSync(scriptFile, inPageScript());
    const session = (await webDriver(base, 'POST', '/session', {
      capabilities: {
        alwaysMatch: {
          acceptInsecureCerts: true,
          'webkitgtk:browserOptions': {
            binary: programs.python,
            args: [
              ...[path.join(__dirname, 'webkit-window.py'), scriptFile],
              ...[standIn.url, standIn.direct.join(',')],
            ],
          },
        },
      },
    })) as { sessionId: string; capabilities: { browserVersion: string } };
    const call = (method: 'GET' | 'POST' | 'DELETE', route: string, body?: object) =>
      webDriver(base, method, `/session/${session.sessionId}${route}`, body);

    const engine: Engine = {
      version: `WebKitGTK ${session.capabilities.browserVersion}`,
      async goto(url) {
        await call('POST', '/url', { url });
      },
      async resize({ width, height }) {
        await call('POST', '/window/rect', { width, height });
      },
      async evaluate(fn, arg) {
        const script = `return (${fn.toString()})(arguments[0])`;
        return (await call('POST', '/execute/sync', { script, args: [arg] })) as never;
      },
      async click(target) {
        const deadline = Date.now() + findTimeout;
        let element = await engine.evaluate((t) => window.probe.find(t), target);
        while (!element && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          element = await engine.evaluate((t) => window.probe.find(t), target);
        }
        if (!element) throw new Error(`${JSON.stringify(target)} is not in the page`);
        const id = (element as unknown as Record<string, string>)[elementKey];
        await call('POST', `/element/${id}/click`, {});
      },
      async press(key) {
        const keys = [
          { type: 'keyDown', value: keyCodes[key] },
          { type: 'keyUp', value: keyCodes[key] },
        ];
        await call('POST', '/actions', {
          actions: [{ type: 'key', id: 'keyboard', actions: keys }],
        });
      },
      takeProblems: () => pageProblems(engine),
      async close() {
        await call('DELETE', '').catch(() => undefined);
        killAll();
        process.off('exit', killAll);
        rmSync(dir, { recursive: true, force: true });
      },
    };
    return engine;
  } catch (error) {
    killAll();
    process.off('exit', killAll);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
