/** `npm run --silent deploy:nginx -- [options]`: prints the nginx configuration for the export. */
import { nginxConfig } from './hosts';
import { nginxUsage, parseNginxArgs } from './nginx-options';

// npm runs scripts from the package root; INIT_CWD is where the operator typed the command.
try {
  const parsed = parseNginxArgs(process.argv.slice(2), process.env.INIT_CWD ?? process.cwd());
  if (parsed.help) process.stdout.write(nginxUsage);
  else process.stdout.write(nginxConfig(parsed.options));
} catch (error) {
  process.stderr.write(`deploy:nginx: ${(error as Error).message}\n\n${nginxUsage}`);
  process.exitCode = 2;
}
