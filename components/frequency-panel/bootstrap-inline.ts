/** The panel page's inline script: the build compiles this file (scripts/runtime-on-demand.ts). */
import { bootstrap } from './bootstrap';

bootstrap(document.currentScript as HTMLScriptElement);
