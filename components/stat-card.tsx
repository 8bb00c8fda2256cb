import type { Stat } from '@/content/types';

interface StatCardProps {
  stat: Stat;
}

/** One headline figure; render inside a `<dl>`. The figure leads visually, the label is read first. */
export function StatCard({ stat }: StatCardProps) {
  return (
    <div className="flex flex-col-reverse justify-end rounded-2xl border border-line bg-night/80 p-4 sm:p-6">
      <dt className="mt-2 text-sm text-mist">{stat.label}</dt>
      <dd className="font-display text-3xl text-gold sm:text-5xl">{stat.number}</dd>
    </div>
  );
}
