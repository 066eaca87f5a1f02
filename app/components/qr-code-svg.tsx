/** A ticket's QR code as drawn on the server (`drawQr`, app/lib/draw-qr.ts): an SVG, no image request. */
export function QrCodeSvg({ size, path, label }: { size: number; path: string; label: string }) {
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className="block size-48 max-w-full rounded-lg bg-white" xmlns="http://www.w3.org/2000/svg">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
