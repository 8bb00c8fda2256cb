import type { ReactNode } from 'react';
import type { IconKey } from '@/content/types';
import { Icon } from './icon';

interface CalloutProps {
  icon: IconKey;
  children: ReactNode;
}

/** A short statement set apart from the text around it, e.g. the invitation-only rule. */
export function Callout({ icon, children }: CalloutProps) {
  return (
    <p className="mt-6 flex max-w-prose gap-3 rounded-2xl border border-gold/40 bg-night/60 px-5 py-4 text-base text-ivory">
      <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-gold" />
      <span>{children}</span>
    </p>
  );
}
