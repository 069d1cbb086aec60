/**
 * Crops a picture to the passport ratio: drag (mouse, touch) or arrow keys move it, the slider or
 * +/- zoom; the frame is always covered. "Use photo" hands back the cropped JPEG.
 */
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Box, Slider, Stack } from '@mui/material';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { initialCrop, MAX_ZOOM, panBy, PASSPORT_RATIO, zoomTo, type CropState, type Size } from './crop-geometry.ts';

export const FRAME: Size = { width: 240, height: 240 / PASSPORT_RATIO };
const KEY_STEP = 8;

export interface PhotoCropperHandle {
  image: HTMLImageElement | null;
  state: CropState;
}

export function PhotoCropper({ source, onChange }: { source: string; onChange(handle: PhotoCropperHandle): void }) {
  const { t } = useTranslation('common-files');
  const imageRef = useRef<HTMLImageElement>(null);
  const [natural, setNatural] = useState<Size | null>(null);
  const [crop, setCrop] = useState<CropState>({ zoom: 1, x: 0, y: 0 });
  const drag = useRef<{ pointer: number; x: number; y: number } | null>(null);

  useEffect(() => {
    onChange({ image: natural ? imageRef.current : null, state: crop });
  }, [crop, natural, onChange]);

  const update = useCallback((next: (current: CropState, image: Size) => CropState) => {
    if (natural) setCrop((current) => next(current, natural));
  }, [natural]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const last = drag.current;
    if (!last || last.pointer !== event.pointerId) return;
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY };
    update((current, image) => panBy(current, event.clientX - last.x, event.clientY - last.y, image, FRAME));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [KEY_STEP, 0], ArrowRight: [-KEY_STEP, 0], ArrowUp: [0, KEY_STEP], ArrowDown: [0, -KEY_STEP] };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      update((current, image) => panBy(current, move[0], move[1], image, FRAME));
    } else if (event.key === '+' || event.key === '=' || event.key === '-') {
      event.preventDefault();
      update((current, image) => zoomTo(current, current.zoom + (event.key === '-' ? -0.1 : 0.1), image, FRAME));
    }
  };

  const scale = natural ? Math.max(FRAME.width / natural.width, FRAME.height / natural.height) * crop.zoom : 1;

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Box
        role="application"
        aria-label={t('photo.cropArea')}
        aria-roledescription={t('photo.cropRole')}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={onKeyDown}
        sx={{
          position: 'relative',
          width: FRAME.width,
          height: FRAME.height,
          overflow: 'hidden',
          borderRadius: 1,
          bgcolor: 'action.hover',
          cursor: 'grab',
          touchAction: 'none',
          userSelect: 'none',
          outline: '2px solid',
          outlineColor: 'divider',
          '&:focus-visible': { outlineColor: 'primary.main', outlineWidth: 3 },
        }}
      >
        <img
          ref={imageRef}
          src={source}
          alt=""
          draggable={false}
          onLoad={(event) => {
            const size = { width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight };
            setNatural(size);
            setCrop(initialCrop(size, FRAME));
          }}
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            maxWidth: 'none',
            width: natural ? natural.width * scale : '100%',
            height: natural ? natural.height * scale : 'auto',
            transform: `translate(${crop.x}px, ${crop.y}px)`,
            transformOrigin: '0 0',
            visibility: natural ? 'visible' : 'hidden',
          }}
        />
        {/* Where a face should sit: an oval guide, not part of the photo. */}
        <Box
          aria-hidden="true"
          sx={{ position: 'absolute', inset: '12% 18% 22%', border: '2px dashed rgba(255,255,255,0.85)', borderRadius: '50%', pointerEvents: 'none', boxShadow: '0 0 0 1px rgba(0,0,0,0.25)' }}
        />
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', width: FRAME.width }}>
        <ZoomOutIcon fontSize="small" aria-hidden="true" />
        <Slider
          size="small"
          min={1}
          max={MAX_ZOOM}
          step={0.05}
          value={crop.zoom}
          disabled={!natural}
          aria-label={t('photo.zoom')}
          getAriaValueText={(value) => `${Math.round(value * 100)} %`}
          onChange={(_, value) => update((current, image) => zoomTo(current, value, image, FRAME))}
        />
        <ZoomInIcon fontSize="small" aria-hidden="true" />
      </Stack>
    </Stack>
  );
}
