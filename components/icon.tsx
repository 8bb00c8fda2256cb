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
import { IconSvg } from './icon-svg';
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

/** A decorative icon, by the key content names it with. */
export function Icon({ name, className }: IconProps) {
  return <IconSvg node={icons[name]} className={className} />;
}
