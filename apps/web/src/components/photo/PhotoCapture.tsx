/**
 * A passport photo taken with the computer's webcam (live preview, capture, retake) or uploaded,
 * then cropped to 35 × 45 in the browser and handed on as a JPEG file — the form sends it as a
 * file part; the server checks it again and stores it resized.
 */
import AddAPhotoOutlinedIcon from '@mui/icons-material/AddAPhotoOutlined';
import CameraAltIcon from '@mui/icons-material/CameraAlt';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { memo, useCallback, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, sniffFileType } from '../files/file-type.ts';
import { HiddenFileInput } from '../files/HiddenFileInput.tsx';
import { PickerMessages } from '../files/PickerMessages.tsx';
import { useObjectUrl } from '../files/use-object-url.ts';
import { PASSPORT_RATIO } from './crop-geometry.ts';
import { cropToFile } from './crop-image.ts';
import { FRAME, PhotoCropper, type PhotoCropperHandle } from './PhotoCropper.tsx';
import { useCamera } from './use-camera.ts';
import { sameFieldProps } from '../form/same-field-props.ts';

/** A picture to crop may be large (a phone photo); what is sent is the small cropped JPEG. */
const PHOTO_SOURCE_MAX_BYTES = 20 * 1024 * 1024;
const PREVIEW_WIDTH = 132;

export interface PhotoCaptureProps {
  /** The photo chosen now (cropped), or null. */
  value: File | null;
  onChange(file: File | null): void;
  /** The stored photo, shown until a new one is chosen (edit). */
  currentUrl?: string | null;
  label: string;
  error?: string;
}

type Step = { step: 'idle' } | { step: 'camera' } | { step: 'crop'; source: Blob; from: 'camera' | 'upload' };

function PhotoCaptureField({ value, onChange, currentUrl, label, error }: PhotoCaptureProps) {
  const { t } = useTranslation('common-files');
  const labelId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { videoRef, state: cameraState, start: startCamera, stop: stopCamera, capture: captureFrame } = useCamera();
  const [step, setStep] = useState<Step>({ step: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const cropper = useRef<PhotoCropperHandle>({ image: null, state: { zoom: 1, x: 0, y: 0 } });
  const previewUrl = useObjectUrl(value);
  const cropUrl = useObjectUrl(step.step === 'crop' ? step.source : null);

  useEffect(() => {
    if (step.step === 'camera') void startCamera();
    else stopCamera();
  }, [step.step, startCamera, stopCamera]);

  const onCropChange = useCallback((handle: PhotoCropperHandle) => {
    cropper.current = handle;
  }, []);

  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    const type = await sniffFileType(file);
    if (!type || !(IMAGE_TYPES as readonly string[]).includes(type)) return setProblem(t('photo.wrongType'));
    if (file.size > PHOTO_SOURCE_MAX_BYTES) return setProblem(t('photo.tooLarge'));
    setProblem(null);
    setStep({ step: 'crop', source: file, from: 'upload' });
  };

  const capture = async () => {
    const shot = await captureFrame();
    if (shot) setStep({ step: 'crop', source: shot, from: 'camera' });
  };

  const acceptCrop = async () => {
    const { image, state } = cropper.current;
    if (!image) return;
    setSaving(true);
    try {
      onChange(await cropToFile(image, state, FRAME));
      setStep({ step: 'idle' });
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    void chooseFile(event.dataTransfer.files[0]);
  };

  const shown = previewUrl ?? currentUrl ?? undefined;
  const upload = (text: string) => (
    <Button variant="outlined" startIcon={<FileUploadOutlinedIcon />} onClick={() => input.current?.click()}>
      {text}
    </Button>
  );
  const cancel = (
    <Button color="inherit" onClick={() => setStep({ step: 'idle' })}>
      {t('photo.cancel')}
    </Button>
  );
  const cameraProblem = cameraState.status === 'error' ? t(`photo.camera.${cameraState.problem}`) : null;

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <Typography id={labelId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <HiddenFileInput inputRef={input} accept={IMAGE_TYPES} label={t('photo.upload')} testId="photo-file-input" onFiles={(files) => void chooseFile(files[0])} />

      {step.step === 'idle' ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} onDragOver={(event) => event.preventDefault()} onDrop={onDrop}>
          <Box
            sx={{
              width: PREVIEW_WIDTH,
              height: PREVIEW_WIDTH / PASSPORT_RATIO,
              flexShrink: 0,
              borderRadius: 1,
              overflow: 'hidden',
              border: '2px dashed',
              borderColor: error ? 'error.main' : 'divider',
              bgcolor: 'action.hover',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {shown ? (
              <img src={shown} alt={t('photo.previewAlt')} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            ) : (
              <AddAPhotoOutlinedIcon sx={{ fontSize: 40, color: 'text.disabled' }} aria-hidden="true" />
            )}
          </Box>
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Button variant="contained" startIcon={<CameraAltIcon />} onClick={() => setStep({ step: 'camera' })}>
              {shown ? t('photo.retake') : t('photo.takePhoto')}
            </Button>
            {upload(t('photo.upload'))}
            {value ? (
              <Button color="inherit" size="small" onClick={() => onChange(null)}>
                {currentUrl ? t('photo.keepCurrent') : t('photo.remove')}
              </Button>
            ) : null}
            <Typography variant="caption" color="textSecondary">
              {value ? t('photo.ready') : t('photo.hint')}
            </Typography>
          </Stack>
        </Stack>
      ) : null}

      {step.step === 'camera' ? (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          {cameraProblem ? (
            <Alert severity="warning" sx={{ width: '100%' }}>
              {cameraProblem}
            </Alert>
          ) : (
            <Box sx={{ position: 'relative', width: '100%', maxWidth: 420, aspectRatio: '4 / 3', bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden' }}>
              <video
                ref={videoRef}
                muted
                playsInline
                aria-label={t('photo.livePreview')}
                style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
              {cameraState.status === 'starting' ? (
                <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'common.white' }}>
                  <CircularProgress color="inherit" aria-label={t('photo.starting')} />
                </Box>
              ) : null}
              {/* The passport frame over the live picture, so the clerk can centre the face. */}
              <Box
                aria-hidden="true"
                sx={{ position: 'absolute', top: '6%', bottom: '6%', left: '50%', transform: 'translateX(-50%)', aspectRatio: '35 / 45', border: '2px solid rgba(255,255,255,0.8)', borderRadius: 1, boxShadow: '0 0 0 100vmax rgba(0,0,0,0.35)' }}
              />
            </Box>
          )}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
            <Button variant="contained" startIcon={<CameraAltIcon />} onClick={() => void capture()} disabled={cameraState.status !== 'live'}>
              {t('photo.capture')}
            </Button>
            {cameraProblem ? upload(t('photo.upload')) : null}
            {cancel}
          </Stack>
        </Stack>
      ) : null}

      {step.step === 'crop' && cropUrl ? (
        <Stack spacing={1.5} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
          <Typography variant="body2" color="textSecondary">
            {t('photo.cropHint')}
          </Typography>
          <PhotoCropper source={cropUrl} onChange={onCropChange} />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }} useFlexGap>
            <Button variant="contained" onClick={() => void acceptCrop()} disabled={saving}>
              {t('photo.usePhoto')}
            </Button>
            {step.from === 'camera' ? (
              <Button variant="outlined" startIcon={<CameraAltIcon />} onClick={() => setStep({ step: 'camera' })}>
                {t('photo.retake')}
              </Button>
            ) : (
              upload(t('photo.chooseAnother'))
            )}
            {cancel}
          </Stack>
        </Stack>
      ) : null}

      <PickerMessages problem={problem} onDismiss={() => setProblem(null)} error={error} errorId={errorId} />
    </Box>
  );
}

/** Rendered again only when its props change (components/form/same-field-props.ts). */
export const PhotoCapture = memo(PhotoCaptureField, sameFieldProps);
