import {
  Atom,
  Brain,
  BriefcaseBusiness,
  Check,
  Clock,
  Compass,
  Crown,
  Eye,
  Feather,
  Flame,
  Gem,
  Globe,
  Heart,
  Hourglass,
  Infinity as InfinityIcon,
  KeyRound,
  Landmark,
  Leaf,
  Lock,
  MapPin,
  MessageCircle,
  Moon,
  Mountain,
  Orbit,
  Phone,
  Radio,
  Scale,
  Shield,
  Sparkles,
  Star,
  Sun,
  TrendingUp,
  Users,
  WavesHorizontal,
  Zap,
  type IconNode,
} from 'lucide';
import type { IconKey } from '@/content/types';
/** The icon drawn for each key content can name (content/types.ts `IconKey`). */
const icons = {
  atom: Atom,
  brain: Brain,
  briefcase: BriefcaseBusiness,
  check: Check,
  clock: Clock,
  compass: Compass,
  crown: Crown,
  eye: Eye,
  feather: Feather,
  flame: Flame,
  gem: Gem,
  globe: Globe,
  heart: Heart,
  hourglass: Hourglass,
  infinity: InfinityIcon,
  key: KeyRound,
  landmark: Landmark,
  leaf: Leaf,
  lock: Lock,
  'map-pin': MapPin,
  message: MessageCircle,
  moon: Moon,
  mountain: Mountain,
  orbit: Orbit,
  phone: Phone,
  radio: Radio,
  scale: Scale,
  shield: Shield,
  sparkles: Sparkles,
  star: Star,
  sun: Sun,
  'trending-up': TrendingUp,
  users: Users,
  waves: WavesHorizontal,
  zap: Zap,
} satisfies Record<IconKey, IconNode>;

interface IconProps {
  name: IconKey;
  className?: string;
}

/**
 * A decorative icon: the text beside it carries the meaning, so it is hidden from assistive tech.
 * Drawn from Lucide's icon data on the server, so icons add no JavaScript to the page.
 */
export function Icon({ name, className }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className ? `icon ${className}` : 'icon'}
    >
      {icons[name].map(([Tag, attributes], index) => (
        <Tag key={index} {...attributes} />
      ))}
    </svg>
  );
}

/** An icon in a gold-ringed disc, heading a card. */
export function IconBadge({ name }: { name: IconKey }) {
  return (
    <span className="inline-flex size-12 items-center justify-center rounded-full border border-gold/50 bg-ink/60">
      <Icon name={name} className="size-6 text-gold" />
    </span>
  );
}
