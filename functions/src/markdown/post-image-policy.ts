import { defaultBucket } from '../shared/firebase';
import { bucketImagePolicy } from '@queryhub/markdown';

/** Images a post may show inline: this project's default bucket (on the emulator when it runs). */
export function postImagePolicy(): (src: string) => boolean {
  return bucketImagePolicy(defaultBucket().name, process.env.FIREBASE_STORAGE_EMULATOR_HOST);
}
