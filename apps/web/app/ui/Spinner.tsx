const SIZES = {
  /** inside a button, in the text colour */
  sm: 'size-4 border-2 border-current border-r-transparent',
  /** a panel waiting for the server */
  lg: 'size-10 border-4 border-gold/30 border-t-gold',
};

/** A turning ring that says "waiting"; hidden from assistive tools (the caller says what is happening). */
export function Spinner({ size = 'sm' }: { size?: keyof typeof SIZES }) {
  return <span className={`animate-spin rounded-full ${SIZES[size]}`} aria-hidden />;
}
