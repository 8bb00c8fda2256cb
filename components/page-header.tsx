import type { ReactNode } from 'react';

interface PageHeaderProps {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

/** The opening of every content page: its one h1 and a lead paragraph. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <header className="mx-auto max-w-6xl px-4 pb-10 pt-16 sm:px-6 sm:pt-24">
      <p className="eyebrow">{eyebrow}</p>
      <h1 className="mt-4 max-w-3xl font-display text-4xl leading-tight text-ivory sm:text-6xl">
        {title}
      </h1>
      {children ? (
        <div className="mt-6 max-w-prose text-lg leading-relaxed text-mist">{children}</div>
      ) : null}
    </header>
  );
}
