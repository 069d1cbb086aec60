/**
 * The computer's webcam in the browser: asks for the camera, shows its live picture in a <video>,
 * takes a still frame, and always releases the camera (the light goes off) when stopped or unmounted.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type CameraProblem = 'unsupported' | 'denied' | 'notFound' | 'busy' | 'failed';

export type CameraState = { status: 'off' } | { status: 'starting' } | { status: 'live' } | { status: 'error'; problem: CameraProblem };

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'notFound';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'failed';
}

export function useCamera() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>({ status: 'off' });

  const stop = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState({ status: 'off' });
  }, []);

  const start = useCallback(async () => {
    // getUserMedia exists only in a secure context (https or localhost).
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({ status: 'error', problem: 'unsupported' });
      return;
    }
    setState({ status: 'starting' });
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 960 } },
        audio: false,
      });
      for (const track of streamRef.current?.getTracks() ?? []) track.stop();
      streamRef.current = stream;
      const video = videoRef.current;
      if (video) {
        video.srcObject = stream;
        await video.play();
      }
      setState({ status: 'live' });
    } catch (error) {
      setState({ status: 'error', problem: problemOf(error) });
    }
  }, []);

  /** The current frame as a PNG (lossless: it is cropped and re-encoded once more afterwards). */
  const capture = useCallback(async (): Promise<Blob | null> => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) return null;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  }, []);

  useEffect(() => () => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
  }, []);

  return { videoRef, state, start, stop, capture };
}
