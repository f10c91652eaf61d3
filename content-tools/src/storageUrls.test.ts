import { storedImagesIn as imagesIn, withImageVariants as withVariants } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { moveImageUrls } from './storageUrls';

const LOCAL = 'http://127.0.0.1:9199/v0/b/demo-nordic-ai.appspot.com/o/';
const COVER = 'blog-images/blogs/1736928000000-abc.1200x630.png';
const coverUrl = `${LOCAL}${encodeURIComponent(COVER)}?alt=media&token=1111`;
const markdown = [
  `![A chart](${LOCAL}blog-images%2Fblogs%2F17-inline.png?alt=media&token=2222 "Chart")`,
  'and <img src="https://firebasestorage.googleapis.com/v0/b/demo-nordic-ai.appspot.com/o/blog-images%2Fcase-studies%2F18-x.gif?alt=media">',
  'but not ![other](https://example.com/v0/b/other-bucket/o/blog-images%2Fa.png)',
  `nor ${LOCAL}somewhere-else%2Fa.png?alt=media`,
].join('\n');

describe('imagesIn', () => {
  it('finds the blog-images/ files of the bucket in covers and markdown, from any origin', () => {
    expect(imagesIn(coverUrl, 'demo-nordic-ai.appspot.com')).toEqual([COVER]);
    expect(imagesIn(markdown, 'demo-nordic-ai.appspot.com')).toEqual([
      'blog-images/blogs/17-inline.png',
      'blog-images/case-studies/18-x.gif',
    ]);
  });

  it('finds nothing of another bucket or in plain text', () => {
    expect(imagesIn(markdown, 'elsewhere.appspot.com')).toEqual([]);
    expect(imagesIn('No images here.', 'demo-nordic-ai.appspot.com')).toEqual([]);
  });
});

describe('withVariants', () => {
  it("adds each sized original's WebP variants, sorted and once each", () => {
    expect(withVariants([COVER, 'blog-images/blogs/17-inline.png', COVER])).toEqual([
      'blog-images/blogs/17-inline.png',
      'blog-images/blogs/1736928000000-abc.1200x630.png',
      'blog-images/blogs/1736928000000-abc.1200x630.w1200.webp',
      'blog-images/blogs/1736928000000-abc.1200x630.w480.webp',
      'blog-images/blogs/1736928000000-abc.1200x630.w800.webp',
    ]);
  });

  it('adds only the variants narrower than a small original, and the original width', () => {
    expect(withVariants(['blog-images/blogs/1-a.640x480.jpg'])).toEqual([
      'blog-images/blogs/1-a.640x480.jpg',
      'blog-images/blogs/1-a.640x480.w480.webp',
      'blog-images/blogs/1-a.640x480.w640.webp',
    ]);
  });
});

describe('moveImageUrls', () => {
  const target = { origin: 'https://firebasestorage.googleapis.com', bucket: 'nordic-ai-prod.firebasestorage.app' };

  it('points every image address of the old bucket at the new one, keeping name, query and token', () => {
    expect(moveImageUrls(coverUrl, 'demo-nordic-ai.appspot.com', target)).toBe(
      `https://firebasestorage.googleapis.com/v0/b/nordic-ai-prod.firebasestorage.app/o/${encodeURIComponent(COVER)}?alt=media&token=1111`,
    );
    const moved = moveImageUrls(markdown, 'demo-nordic-ai.appspot.com', target);
    expect(moved).toContain(
      '![A chart](https://firebasestorage.googleapis.com/v0/b/nordic-ai-prod.firebasestorage.app/o/blog-images%2Fblogs%2F17-inline.png?alt=media&token=2222 "Chart")',
    );
    expect(moved).toContain(
      'src="https://firebasestorage.googleapis.com/v0/b/nordic-ai-prod.firebasestorage.app/o/blog-images%2Fcase-studies%2F18-x.gif?alt=media"',
    );
    expect(imagesIn(moved, target.bucket)).toEqual(imagesIn(markdown, 'demo-nordic-ai.appspot.com'));
  });

  it('leaves other buckets, other folders and other sites alone', () => {
    const moved = moveImageUrls(markdown, 'demo-nordic-ai.appspot.com', target);
    expect(moved).toContain('![other](https://example.com/v0/b/other-bucket/o/blog-images%2Fa.png)');
    expect(moved).toContain(`nor ${LOCAL}somewhere-else%2Fa.png?alt=media`);
  });

  it('changes nothing when the place is the same', () => {
    const same = { origin: 'http://127.0.0.1:9199', bucket: 'demo-nordic-ai.appspot.com' };
    expect(moveImageUrls(coverUrl, 'demo-nordic-ai.appspot.com', same)).toBe(coverUrl);
  });
});
