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
  type LucideIcon,
} from 'lucide-react';
import type { IconKey } from '@/content/types';

const icons: Record<IconKey, LucideIcon> = {
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
};

interface IconProps {
  name: IconKey;
  className?: string;
}

/** A decorative icon: the text beside it carries the meaning, so it is hidden from assistive tech. */
export function Icon({ name, className }: IconProps) {
  const Svg = icons[name];
  return <Svg aria-hidden="true" focusable="false" className={className} strokeWidth={1.5} />;
}
