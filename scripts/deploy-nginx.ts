/** `npm run --silent deploy:nginx`: prints the nginx configuration for the export. */
import { nginxConfig } from './hosts';

process.stdout.write(nginxConfig());
