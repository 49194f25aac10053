import { describe, expect, it } from 'vitest';
import { mediaDisplaySrc } from 'shared-data/admin';
import { copyWidths } from './media-library';

describe('the WebP copies of an upload', () => {
  it('makes the standard widths it is wide enough for, and one at its own width below the widest', () => {
    expect(copyWidths(2400)).toEqual([320, 640, 1280]);
    expect(copyWidths(1280)).toEqual([320, 640, 1280]);
    expect(copyWidths(1000)).toEqual([320, 640, 1000]);
    expect(copyWidths(640)).toEqual([320, 640]);
    expect(copyWidths(600)).toEqual([320, 600]);
    expect(copyWidths(200)).toEqual([200]);
  });

  it('shows a 600 px upload from its full-width copy, not stretched from the 320 px one', () => {
    const sizes = copyWidths(600).map((width) => ({ width, src: `/media/library/2026/m1/${width}.webp`, path: `media/library/2026/m1/${width}.webp` }));
    expect(mediaDisplaySrc({ src: '/media/library/2026/m1/original.jpg', sizes })).toBe('/media/library/2026/m1/600.webp');
  });
});
