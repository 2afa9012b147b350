const LOOK = {
  /** a tile of its own (the slot's balance and last win) */
  tile: {
    box: 'rounded-xl bg-black/40 px-2 py-1 sm:px-3',
    label: 'text-[10px] uppercase tracking-widest text-white/60',
    value: 'truncate text-sm sm:text-base',
  },
  /** a cell of a table game's footer bar (the bar sets the label's size) */
  plain: { box: '', label: 'uppercase tracking-widest text-white/50', value: 'text-sm sm:text-base' },
  /** a cell of a live table's footer bar: the same size on every screen */
  live: { box: '', label: 'uppercase tracking-widest text-white/50', value: 'text-base' },
};

/**
 * A labelled figure on a game screen (balance, stake, result, round): label above, value below,
 * green when it is a win. `title` holds the full value when the shown one is cut (a round id).
 */
export function Stat({
  label,
  value,
  highlight,
  testId,
  title,
  look = 'tile',
}: {
  label: string;
  value: string;
  highlight?: boolean;
  testId?: string;
  title?: string;
  look?: keyof typeof LOOK;
}) {
  const style = LOOK[look];
  return (
    <div className={style.box || undefined} title={title}>
      <div className={style.label}>{label}</div>
      <div
        className={`font-mono font-bold ${style.value} ${highlight ? 'text-mint' : 'text-white'}`}
        data-testid={testId}
        data-full={title}
      >
        {value}
      </div>
    </div>
  );
}
