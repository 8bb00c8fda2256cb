// Finds Debian's nginx for the real-server tests, installing it with apt when running as root,
// exactly as ensure-chromium.mjs does for the browser. Without it those tests skip, loudly.
import { aptInstall } from './apt.mjs';
import { findNginx, nginxMissing, nginxPackage } from './nginx.mjs';

let nginx = findNginx();
// An NGINX_PATH that names nothing is the caller's choice to keep apt out of it.
if (!nginx && !process.env.NGINX_PATH && aptInstall(nginxPackage, 'nginx')) nginx = findNginx();

if (nginx) console.log(`Real-server tests use ${nginx}`);
else console.warn(`\n${'!'.repeat(72)}\n${nginxMissing}\n${'!'.repeat(72)}\n`);
