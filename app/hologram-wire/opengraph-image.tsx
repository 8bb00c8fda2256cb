import { shareCardRoute } from '@/app/_lib/share-card-image';

const card = shareCardRoute('/hologram-wire/');
export const generateImageMetadata = card.generateImageMetadata;
export default card.image;
