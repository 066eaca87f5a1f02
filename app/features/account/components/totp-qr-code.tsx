import { useMemo } from "react";
import { encode } from "uqr";

/** Modules of white around the code: scanners need a quiet zone of four. */
const QUIET_ZONE = 4;

/**
 * The authenticator app's QR code, drawn here from the otpauth:// URI: the secret never leaves the
 * page for a third-party image service.
 */
export function TotpQrCode({ uri, label }: { uri: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(uri, { ecc: "M", border: QUIET_ZONE });
    const d: string[] = [];
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d.push(`M${x} ${y}h1v1h-1z`);
      }),
    );
    return { size: qr.size, path: d.join("") };
  }, [uri]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="block size-56 max-w-full rounded-lg bg-white"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
