/**
 * Reads a QR code from the rear camera: the browser's BarcodeDetector where it knows QR codes
 * (Android Chrome), else the barcode-detector polyfill (loaded only when first needed, so it costs
 * nothing until the camera is used). Stops the camera when a code is read or on `stop()`.
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

/**
 * Where the browser has no BarcodeDetector: the barcode-detector polyfill (ZXing-C++ built to
 * WebAssembly, maintained), its .wasm served from our own build so it works offline and under the
 * inspector page's Content-Security-Policy ('wasm-unsafe-eval': WebAssembly only, no JavaScript
 * eval; platform/http/security-headers.ts).
 */
async function polyfillDecoder(): Promise<Decoder> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([import('barcode-detector/ponyfill'), import('zxing-wasm/reader/zxing_reader.wasm?url')]);
  prepareZXingModule({ overrides: { locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file) } });
  const detector = new BarcodeDetector({ formats: ['qr_code'] });
  return async (video) => (video.videoWidth ? (await detector.detect(video))[0]?.rawValue : undefined);
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
    const decode = (await nativeDecoder()) ?? (await polyfillDecoder());
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
