import { describe, expect, it } from 'vitest';
import { shiftHeadings } from './headingLevels';

const doc = (...depths: number[]) => ({
  type: 'root',
  children: depths.map((depth) => ({ type: 'heading', depth, children: [] })),
});
const depths = (tree: ReturnType<typeof doc>) => tree.children.map((node) => node.depth);

describe('shiftHeadings', () => {
  it('moves the highest heading to the base level and keeps the distances', () => {
    const tree = doc(1, 2, 3, 2);
    shiftHeadings(tree, 2);
    expect(depths(tree)).toEqual([2, 3, 4, 3]);
  });

  it('leaves a document that already starts at the base alone', () => {
    const tree = doc(2, 3);
    shiftHeadings(tree, 2);
    expect(depths(tree)).toEqual([2, 3]);
  });

  it('moves headings up when they start too deep, and caps at h6', () => {
    const tree = doc(3, 4);
    shiftHeadings(tree, 2);
    expect(depths(tree)).toEqual([2, 3]);
    const deep = doc(1, 4, 6);
    shiftHeadings(deep, 4);
    expect(depths(deep)).toEqual([4, 6, 6]);
  });
});
