import { describe, expect, it } from 'vitest';
import { offlineEnv, OFFLINE_ENV } from '../src/offline-env.js';

describe('offlineEnv', () => {
  it('turns off the metadata-server probe and the update check, keeping the rest', () => {
    const env = offlineEnv({ PATH: '/usr/bin', METADATA_SERVER_DETECTION: 'assume-present' });
    expect(env.PATH).toBe('/usr/bin');
    expect(env.METADATA_SERVER_DETECTION).toBe('none');
    expect(env.NO_UPDATE_NOTIFIER).toBe('1');
    expect(env.GCLOUD_PROJECT).toBe(OFFLINE_ENV.GCLOUD_PROJECT);
  });

  it('drops variables that point Google libraries at a metadata server', () => {
    const env = offlineEnv({ GCE_METADATA_HOST: '10.0.0.1:80', GCE_METADATA_IP: '10.0.0.1' });
    expect(env).not.toHaveProperty('GCE_METADATA_HOST');
    expect(env).not.toHaveProperty('GCE_METADATA_IP');
  });
});
