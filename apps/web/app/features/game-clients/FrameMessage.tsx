/**
 * The spinner and the message card shared by the game page and the game frame. Their own module, so
 * the game page (the casino's side) does not download the frame's game clients with them.
 */
export function Loader({ label }: { label: string }) {
  return (
    <div className="grid min-h-[60vh] place-items-center" role="status" aria-label={label}>
      <div className="size-14 animate-spin rounded-full border-4 border-gold/20 border-t-gold" />
    </div>
  );
}

export function FrameMessage({ text, children }: { text: string; children?: React.ReactNode }) {
  return (
    <div className="grid min-h-[60vh] place-items-center p-6">
      <div className="max-w-md rounded-2xl border border-white/10 bg-panel p-6 text-center shadow-xl" role="alert">
        <p className="text-base font-semibold text-slate-100">{text}</p>
        {children}
      </div>
    </div>
  );
}
