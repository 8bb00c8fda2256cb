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
    <p className="type-voice mt-8 flex max-w-xl gap-3 text-ivory">
      <Icon name={icon} className="mt-1 size-4 shrink-0 text-gold" />
      <span>{children}</span>
    </p>
  );
}
