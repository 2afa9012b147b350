import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, type InputProps } from '../../ui';

/** A password field with a Show/Hide switch; inside a Field it is labelled like any Input. */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type'>>(function PasswordInput(props, ref) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <Input ref={ref} {...props} type={shown ? 'text' : 'password'} className="pr-20" />
      <button
        type="button"
        onClick={() => setShown((s) => !s)}
        className="absolute top-1/2 right-3 -translate-y-1/2 rounded px-2 py-1 text-xs font-semibold text-slate-400 hover:text-gold"
      >
        {shown ? t('hide') : t('show')}
      </button>
    </div>
  );
});
