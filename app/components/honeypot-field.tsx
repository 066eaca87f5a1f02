/**
 * The honeypot every public form renders: a "Website" input people never see or reach with the
 * keyboard, which bots fill in. The schema lets it through; the feature operation stores nothing
 * for a filled one and the route answers as it would a person (app/lib/http/honeypot.server.ts).
 */
export function HoneypotField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden className="absolute -left-[9999px] size-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
