import { logger } from 'firebase-functions';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { processUpload } from '../images/process-upload';
import { defaultBucket, firestore } from '../shared/firebase';

// Profile pictures and screenshots: validate, strip metadata, write WebP variants.
export const onImageFinalized = onObjectFinalized(
  { memory: '1GiB', timeoutSeconds: 120 },
  async (event) => {
    const object = event.data;
    const outcome = await processUpload(firestore(), defaultBucket(), {
      name: object.name,
      size: Number(object.size),
      generation: object.generation === undefined ? undefined : String(object.generation),
      customMetadata: object.metadata,
    });
    logger.info('Image upload handled', { name: object.name, ...outcome });
  },
);
