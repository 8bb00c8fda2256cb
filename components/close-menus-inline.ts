/** A content page's inline script: the build compiles this file (scripts/static-pages.ts). */
import { closeMenusOnPagehide } from './close-menus-on-pagehide';

closeMenusOnPagehide();
