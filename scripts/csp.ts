/**
 * Build step: pins each exported page's inline scripts with a Content-Security-Policy <meta> of
 * their hashes, from the policy in scripts/security.ts.
 */
import { createHash } from 'node:crypto';
import { cspDirectives, serializeCsp } from './security';

/** Inline scripts the browser executes (JSON-LD and other data blocks are never run). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!))
    .filter(([, attributes]) => {
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes!)?.[1]?.toLowerCase();
      return (
        !type || type === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(type)
      );
    })
    .map(([, , body]) => body!);
}

export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

export function pageCsp(html: string): string {
  const hashes = [...new Set(inlineScripts(html).map(scriptHash))];
  return serializeCsp(cspDirectives, hashes);
}

const cspMeta = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;

/** Puts the page's policy first in <head>, before anything it governs. */
export function withCsp(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pageCsp(html.replace(cspMeta, ''))}"/>`;
  if (cspMeta.test(html)) return html.replace(cspMeta, meta);
  const charset = /<meta charSet="utf-8"\/>/i;
  if (!charset.test(html)) throw new Error('No <meta charset> to anchor the CSP after');
  return html.replace(charset, (tag) => `${tag}${meta}`);
}
