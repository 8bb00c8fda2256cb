import type { ReactNode } from 'react';
import { unwidowed } from './unwidowed';

interface PageHeaderProps {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

/** The opening of every content page: its one h1, set large, and a lead in the house's voice. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <header className="column pb-16 pt-20 sm:pb-20 sm:pt-32">
      <p className="eyebrow">{eyebrow}</p>
      <h1 className="type-title mt-6 max-w-4xl">{unwidowed(title)}</h1>
      {children ? <div className="type-voice mt-8 max-w-2xl text-ivory/85">{children}</div> : null}
    </header>
  );
}
