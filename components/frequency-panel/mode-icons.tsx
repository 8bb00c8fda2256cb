import { Crown, Eye, Gem, Heart, Leaf, Zap, type IconNode } from 'lucide';
import { IconSvg } from '@/components/icon-svg';
import type { manifestationModes } from '@/content/frequency-controller';

type ModeIconKey = (typeof manifestationModes)[number]['icon'];

/**
 * The manifestation modes' icons, drawn by the panel itself: only these six ship with it. Handed
 * from the server page instead, they would travel twice in the page's HTML (as markup, and again
 * in the data React hydrates from), and the panel's page is kept within the first round trip.
 */
const nodes = {
  gem: Gem,
  eye: Eye,
  zap: Zap,
  heart: Heart,
  leaf: Leaf,
  crown: Crown,
} satisfies Record<ModeIconKey, IconNode>;

export function ModeIcon({ icon }: { icon: ModeIconKey }) {
  return <IconSvg node={nodes[icon]} className="mode-icon" />;
}
