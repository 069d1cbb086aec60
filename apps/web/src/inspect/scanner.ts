/**
 * Reads a QR code from the rear camera: the browser's BarcodeDetector where it knows QR codes
 * (Android Chrome), else jsQR on frames drawn to a canvas (loaded only when first needed, so it
 * costs nothing until the camera is used). Stops the camera when a code is read or on `stop()`.
 */

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorInstance {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats(): Promise<string[]>;
}

type Decoder = (video: HTMLVideoElement) => Promise<string | undefined>;

/** Frames are decoded at most this wide: enough for a card's QR held in front of the phone. */
const MAX_WIDTH = 640;
const INTERVAL_MS = 120;

async function nativeDecoder(): Promise<Decoder | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return undefined;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return undefined;
  } catch {
    return undefined;
  }
  const detector = new Detector({ formats: ['qr_code'] });
  return async (video) => (await detector.detect(video))[0]?.rawValue;
}

async function canvasDecoder(): Promise<Decoder> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2D canvas');
  return async (video) => {
    if (!video.videoWidth) return undefined;
    const scale = Math.min(1, MAX_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' })?.data || undefined;
  };
}

export interface Scanner {
  stop(): void;
}

/**
 * Starts the rear camera in `video` and calls `onText` once with the first QR text read. Throws
 * when there is no camera or permission is refused (the caller offers typing the number).
 */
export async function startScanner(video: HTMLVideoElement, onText: (text: string) => void): Promise<Scanner> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } }, audio: false });
  let stopped = false;
  let timer: number | undefined;
  const stop = () => {
    stopped = true;
    if (timer !== undefined) window.clearTimeout(timer);
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  try {
    video.srcObject = stream;
    video.muted = true;
    video.playsInline = true;
    await video.play();
    const decode = (await nativeDecoder()) ?? (await canvasDecoder());
    const tick = async () => {
      if (stopped) return;
      const text = await decode(video).catch(() => undefined);
      if (stopped) return;
      if (text) {
        stop();
        onText(text);
        return;
      }
      timer = window.setTimeout(() => void tick(), INTERVAL_MS);
    };
    void tick();
  } catch (error) {
    stop();
    throw error;
  }
  return { stop };
}
