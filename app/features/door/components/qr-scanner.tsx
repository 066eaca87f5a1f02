import { useEffect, useRef, useState } from "react";
import { doorCopy as copy } from "~/content/door";

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
};

const SCAN_EVERY_MS = 200;

/** The browser's own QR reader where it has one, else jsQR (loaded only now, on this page). */
async function createReader(video: HTMLVideoElement): Promise<() => Promise<string | null>> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector && (await Detector.getSupportedFormats?.())?.includes("qr_code")) {
    const detector = new Detector({ formats: ["qr_code"] });
    return async () => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async () => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: "dontInvert" })?.data ?? null;
  };
}

/** The phone's camera reading ticket codes; each code read is handed to `onCode` (the same one once every few seconds). */
export function QrScanner({ onCode, onError }: { onCode: (code: string) => void; onError: (message: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const handlers = useRef({ onCode, onError });
  useEffect(() => {
    handlers.current = { onCode, onError };
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    const last = { code: "", at: 0 };
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
        const element = video.current;
        if (stopped || !element) return;
        element.srcObject = stream;
        await element.play();
        const read = await createReader(element);
        setReady(true);
        const tick = async () => {
          if (stopped) return;
          const code = await read().catch(() => null);
          if (code && (code !== last.code || Date.now() - last.at > 3000)) {
            last.code = code;
            last.at = Date.now();
            handlers.current.onCode(code);
          }
          timer = window.setTimeout(() => void tick(), SCAN_EVERY_MS);
        };
        void tick();
      } catch {
        if (!stopped) handlers.current.onError(copy.noCamera);
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  return (
    <div className="mt-3">
      <p className="text-sm text-neutral-300">{copy.scanHint}</p>
      <video ref={video} aria-label={copy.cameraLabel} data-ready={ready} muted playsInline className="mt-2 aspect-square w-full max-w-xs rounded-xl bg-black object-cover" />
    </div>
  );
}
