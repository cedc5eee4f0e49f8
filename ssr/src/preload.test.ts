import { describe, expect, it } from 'vitest';
import { chunkFiles, type BuildManifest } from './preload';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-2.js' },
  '_cards.js': { file: 'assets/cards-3.js', imports: ['_shared.js'] },
  'src/question-page.tsx': {
    file: 'assets/question-page-4.js',
    imports: ['_shared.js', 'index.html', '_cards.js'],
  },
};

describe('chunkFiles', () => {
  it("lists a page's chunk and its imports, dependencies first, minus the main entry's", () => {
    expect(chunkFiles(manifest, 'src/question-page.tsx', 'index.html')).toEqual([
      'assets/cards-3.js',
      'assets/question-page-4.js',
    ]);
  });

  it('lists nothing for an unknown entry', () => {
    expect(chunkFiles(manifest, 'src/none.tsx', 'index.html')).toEqual([]);
  });
});
