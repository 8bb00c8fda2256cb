import type { ReactNode } from 'react';
import { Icon } from '@/components/icon';
import { manifestationModes, type ModeId } from '@/content/frequency-controller';

/**
 * The manifestation modes' icons, drawn here on the server and handed to the client panel as
 * markup, so the icon map does not ship to the browser.
 */
export const modeIcons = Object.fromEntries(
  manifestationModes.map((mode) => [
    mode.id,
    <Icon key={mode.id} name={mode.icon} className="mt-0.5 size-5 shrink-0 text-gold" />,
  ]),
) as Record<ModeId, ReactNode>;
