import { useMemo } from 'react';
import type { Frame } from './outcome';
import { FILLER_SYMBOLS, SymbolGlyph, themeOf } from './symbols';

/**
 * The reel window: columns of symbols. A spinning reel shows a blurred strip running down; reels
 * stop one after another (`stopped` counts them) and land with a small bounce; winning cells glow,
 * the rest dim, and winning paylines are drawn across the reels (the SVG lies on the grid itself, so the lines
 * meet the symbols whatever room the window leaves around the grid).
 */
export function Reels({
  frame,
  theme,
  spinning,
  stopped,
  paylines,
  showWins,
  fillers,
  reserve = 300,
}: {
  frame: Frame;
  theme: string;
  spinning: boolean;
  stopped: number;
  paylines?: number[][];
  showWins: boolean;
  fillers: string[];
  /** px of the viewport's height the rest of the client takes: the reels get what is left */
  reserve?: number;
}) {
  const style = themeOf(theme);
  const reels = frame.grid.length;
  const maxRows = Math.max(...frame.grid.map((r) => r.length));
  const gridWidth = `max(300px, calc((100dvh - ${reserve}px) * ${reels} / ${maxRows}))`;
  const anyWin = showWins && frame.wins.size > 0;
  const strip = useMemo(() => {
    const pool = fillers.length ? fillers : FILLER_SYMBOLS;
    return Array.from({ length: 12 }, (_, i) => pool[(i * 7) % pool.length]);
  }, [fillers]);

  return (
    <div
      className="relative mx-auto w-full overflow-hidden rounded-2xl p-1.5 sm:p-2"
      // the window hugs the reels (no empty bands beside them when the height is what limits them)
      style={{
        background: `linear-gradient(180deg, ${style.window[0]}, ${style.window[1]})`,
        boxShadow: 'inset 0 0 30px rgba(0,0,0,.8)',
        maxWidth: `calc(${gridWidth} + 1rem)`,
      }}
      data-testid="reels"
    >
      <div
        className="relative mx-auto grid gap-1 sm:gap-1.5"
        style={{ gridTemplateColumns: `repeat(${reels}, minmax(0, 1fr))`, aspectRatio: `${reels} / ${maxRows}`, maxWidth: gridWidth }}
      >
        {frame.grid.map((column, reel) => {
          const isSpinning = spinning && reel >= stopped;
          return (
            <div
              key={reel}
              className="relative flex h-full flex-col overflow-hidden rounded-xl bg-black/25"
              style={{ boxShadow: 'inset 0 8px 12px -6px rgba(0,0,0,.9), inset 0 -8px 12px -6px rgba(0,0,0,.9)' }}
            >
              {isSpinning ? (
                <div className="reel-strip flex flex-col" style={{ animationDuration: `${0.28 + (reel % 3) * 0.03}s` }}>
                  {[...strip, ...strip].map((s, i) => (
                    <div
                      key={i}
                      className="shrink-0 p-[6%]"
                      style={{ height: `${100 / column.length}%`, minHeight: `${100 / column.length}%`, filter: 'blur(1.5px)' }}
                    >
                      <SymbolGlyph symbol={s} theme={theme} />
                    </div>
                  ))}
                </div>
              ) : (
                column.map((symbol, row) => {
                  const won = anyWin && frame.wins.has(`${reel}:${row}`);
                  return (
                    <div
                      key={`${row}-${symbol}`}
                      className={`relative flex-1 p-[6%] ${spinning || stopped < reels ? '' : ''} reel-land`}
                      style={{ animationDelay: '0ms' }}
                    >
                      <div className={`h-full w-full rounded-xl ${won ? 'win-glow' : ''}`}>
                        <SymbolGlyph symbol={symbol} theme={theme} dim={anyWin && !won} />
                      </div>
                    </div>
                  );
                })
              )}
            </div>
          );
        })}
        {showWins && paylines && frame.lines.length > 0 ? (
          <svg
            className="pointer-events-none absolute inset-0 size-full"
            viewBox={`0 0 ${reels * 100} ${maxRows * 100}`}
            preserveAspectRatio="none"
          >
            {frame.lines.map(({ line, count }, i) => {
              const rows = paylines[line];
              if (!rows) return null;
              const points = rows
                .slice(0, Math.max(count, 2))
                .map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`)
                .join(' ');
              const hue = (line * 47) % 360;
              return (
                <polyline
                  key={i}
                  points={points}
                  fill="none"
                  stroke={`hsl(${hue} 100% 65%)`}
                  strokeWidth="5"
                  vectorEffect="non-scaling-stroke"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  className="line-draw"
                  style={{ filter: `drop-shadow(0 0 6px hsl(${hue} 100% 60%))` }}
                />
              );
            })}
          </svg>
        ) : null}
      </div>
    </div>
  );
}
