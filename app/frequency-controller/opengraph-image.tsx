import { shareCardRoute } from '@/app/_lib/share-card-image';

const card = shareCardRoute('/frequency-controller/');
export const generateImageMetadata = card.generateImageMetadata;
export default card.image;
