import { describe, expect, it } from 'vitest';
import { type Box, directionOf, isBackKey, nearestInDirection } from './remote-control';

const box = (left: number, top: number, width = 10, height = 10): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe('a TV remote on the host screen', () => {
  // A 3 x 2 grid of 10 x 10 boxes, 5 apart, and a wide bar under it.
  const grid = [box(0, 0), box(15, 0), box(30, 0), box(0, 15), box(15, 15), box(30, 15)];
  const bar = box(0, 40, 40, 10);
  const all = [...grid, bar];

  it('moves to the neighbour in line in each direction', () => {
    expect(nearestInDirection(grid[4]!, all, 'left')).toBe(3);
    expect(nearestInDirection(grid[4]!, all, 'right')).toBe(5);
    expect(nearestInDirection(grid[4]!, all, 'up')).toBe(1);
    expect(nearestInDirection(grid[4]!, all, 'down')).toBe(6);
  });

  it('prefers a box in line over a nearer one off to the side', () => {
    const from = box(0, 0);
    const offside = box(12, 14);
    const inLine = box(30, 0);
    expect(nearestInDirection(from, [offside, inLine], 'right')).toBe(1);
  });

  it('finds nothing past the edge, and never the box itself', () => {
    expect(nearestInDirection(grid[2]!, all, 'right')).toBe(-1);
    expect(nearestInDirection(grid[0]!, all, 'up')).toBe(-1);
    expect(nearestInDirection(grid[0]!, [grid[0]!], 'down')).toBe(-1);
  });

  it('reads the arrows, and Back from LG and Samsung remotes as well as Escape', () => {
    expect(directionOf('ArrowRight')).toBe('right');
    expect(directionOf('Left')).toBe('left');
    expect(directionOf('Enter')).toBeUndefined();
    expect(isBackKey({ key: 'Escape' })).toBe(true);
    expect(isBackKey({ key: 'Unidentified', keyCode: 461 })).toBe(true);
    expect(isBackKey({ key: 'Unidentified', keyCode: 10009 })).toBe(true);
    expect(isBackKey({ key: 'GoBack' })).toBe(true);
    expect(isBackKey({ key: 'Backspace', keyCode: 8 })).toBe(false);
  });
});
