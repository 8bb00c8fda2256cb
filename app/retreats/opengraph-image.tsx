import { shareCardRoute } from '@/app/_lib/share-card-image';

const card = shareCardRoute('/retreats/');
export const generateImageMetadata = card.generateImageMetadata;
export default card.image;
