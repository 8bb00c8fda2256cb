import { execFileSync } from 'node:child_process';

/**
 * Installs a Debian package with apt-get when the tests run as root on a machine that has it;
 * says so first. Returns whether it tried, so the caller looks for the program again.
 */
export function aptInstall(debianPackage, program) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  let hasApt = false;
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
    hasApt = true;
  } catch {}
  if (!isRoot || !hasApt) return false;
  console.log(`${program} not found: installing Debian’s ${debianPackage} package with apt-get…`);
  const options = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  execFileSync('apt-get', ['update', '-qq'], options);
  execFileSync(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', debianPackage],
    options,
  );
  return true;
}
