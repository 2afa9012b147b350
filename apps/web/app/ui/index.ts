/** The site's UI kit (docs/architecture.md, "UI kit"): build screens from these, not from ad-hoc markup. */
export { Button, type ButtonProps } from './Button';
export { Dialog, type DialogLook } from './Dialog';
export { LazyDialog } from './LazyDialog';
export { cleaned } from './form';
export { Field, useFieldControl, type FieldControl, type FieldSize } from './Field';
export { HistoryTable, type HistoryColumn } from './HistoryTable';
export { Input, type InputProps } from './Input';
export { Notice } from './Notice';
export { Select } from './Select';
export { Spinner } from './Spinner';
export { Stat } from './Stat';
export { Textarea } from './Textarea';
export { useLoadMoreSentinel, type PagedQuery } from './useLoadMoreSentinel';
