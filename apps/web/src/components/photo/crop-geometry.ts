/**
 * The geometry of cropping a picture to a fixed frame (passport ratio 35 × 45): the picture always
 * covers the frame, zoom keeps the frame's centre where it was, and panning stops at the edges.
 * Units are frame pixels (the on-screen frame); `sourceRect` maps back to the picture's own pixels.
 */

/** Passport photo: 35 mm wide, 45 mm high. */
export const PASSPORT_RATIO = 35 / 45;
export const MAX_ZOOM = 4;

export interface Size {
  width: number;
  height: number;
}

export interface CropState {
  zoom: number;
  /** Where the picture's top-left corner sits, relative to the frame's top-left (≤ 0). */
  x: number;
  y: number;
}

/** The scale at zoom 1: the smallest that still covers the whole frame. */
function coverScale(image: Size, frame: Size): number {
  return Math.max(frame.width / image.width, frame.height / image.height);
}

const clampNumber = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps the picture over the whole frame: no empty border can show. */
export function clampCrop(state: CropState, image: Size, frame: Size): CropState {
  const zoom = clampNumber(state.zoom, 1, MAX_ZOOM);
  const scale = coverScale(image, frame) * zoom;
  return {
    zoom,
    x: clampNumber(state.x, frame.width - image.width * scale, 0),
    y: clampNumber(state.y, frame.height - image.height * scale, 0),
  };
}

/** The picture centred in the frame at zoom 1. */
export function initialCrop(image: Size, frame: Size): CropState {
  const scale = coverScale(image, frame);
  return { zoom: 1, x: (frame.width - image.width * scale) / 2, y: (frame.height - image.height * scale) / 2 };
}

/** Zooms about the frame's centre. */
export function zoomTo(state: CropState, zoom: number, image: Size, frame: Size): CropState {
  const before = coverScale(image, frame) * state.zoom;
  const target = clampNumber(zoom, 1, MAX_ZOOM);
  const after = coverScale(image, frame) * target;
  const centreX = (frame.width / 2 - state.x) / before;
  const centreY = (frame.height / 2 - state.y) / before;
  return clampCrop({ zoom: target, x: frame.width / 2 - centreX * after, y: frame.height / 2 - centreY * after }, image, frame);
}

export function panBy(state: CropState, dx: number, dy: number, image: Size, frame: Size): CropState {
  return clampCrop({ ...state, x: state.x + dx, y: state.y + dy }, image, frame);
}

/** The part of the picture (its own pixels) that the frame shows. */
export function sourceRect(state: CropState, image: Size, frame: Size): { x: number; y: number; width: number; height: number } {
  const scale = coverScale(image, frame) * state.zoom;
  return { x: -state.x / scale, y: -state.y / scale, width: frame.width / scale, height: frame.height / scale };
}
