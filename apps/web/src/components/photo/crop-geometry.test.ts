import { describe, expect, it } from 'vitest';
import { clampCrop, initialCrop, panBy, PASSPORT_RATIO, sourceRect, zoomTo } from './crop-geometry.ts';

const frame = { width: 350, height: 450 };
const landscape = { width: 1280, height: 720 };

describe('passport crop geometry', () => {
  it('starts centred, covering the frame at the passport ratio', () => {
    const state = initialCrop(landscape, frame);
    const rect = sourceRect(state, landscape, frame);
    expect(rect.height).toBeCloseTo(720);
    expect(rect.width / rect.height).toBeCloseTo(PASSPORT_RATIO);
    expect(rect.x + rect.width / 2).toBeCloseTo(640);
    expect(rect.y).toBeCloseTo(0);
  });

  it('never pans past an edge of the picture', () => {
    const start = initialCrop(landscape, frame);
    const farLeft = sourceRect(panBy(start, 10_000, 0, landscape, frame), landscape, frame);
    expect(farLeft.x).toBeCloseTo(0);
    const farRight = sourceRect(panBy(start, -10_000, 500, landscape, frame), landscape, frame);
    expect(farRight.x + farRight.width).toBeCloseTo(1280);
    expect(farRight.y).toBeCloseTo(0);
  });

  it('zooms about the centre and stays between 1× and 4×', () => {
    const start = initialCrop(landscape, frame);
    const zoomed = zoomTo(start, 2, landscape, frame);
    const rect = sourceRect(zoomed, landscape, frame);
    expect(rect.height).toBeCloseTo(360);
    expect(rect.x + rect.width / 2).toBeCloseTo(640);
    expect(rect.y + rect.height / 2).toBeCloseTo(360);
    expect(zoomTo(start, 9, landscape, frame).zoom).toBe(4);
    expect(clampCrop({ zoom: 0.2, x: 0, y: 0 }, landscape, frame).zoom).toBe(1);
  });
});
