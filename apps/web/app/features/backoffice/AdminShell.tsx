import { useEffect, useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { LOCALES, type Locale, type OperatorPermission } from '@fortuna/contracts';
import { Select, Spinner } from '../../ui';
import { useAdminAction, useAdminMe } from './api';
import { screenPermissions } from './screens';
import { useAdminT } from './useAdminT';

const NAV: { to: string; label: string; permission: OperatorPermission; alsoFor?: OperatorPermission[] }[] = [
  { to: '/admin/dashboard', label: 'navDashboard', permission: 'reports.read' },
  { to: '/admin/reports', label: 'navReports', permission: 'reports.read' },
  { to: '/admin/withdrawals', label: 'navWithdrawals', permission: 'payments.read' },
  { to: '/admin/players', label: 'navPlayers', permission: 'players.read' },
  { to: '/admin/marketing', label: 'navMarketing', permission: 'bonuses', alsoFor: ['tournaments', 'content'] },
  { to: '/admin/audit', label: 'navAudit', permission: 'audit.read' },
  { to: '/admin/operators', label: 'navOperators', permission: 'operators.manage' },
  { to: '/admin/compliance', label: 'navCompliance', permission: 'kyc', alsoFor: ['privacy', 'limits'] },
  { to: '/admin/games', label: 'navGames', permission: 'games' },
];

/** The signed-in frame of every back-office screen: who is signed in, the menu their role allows, sign-out. */
export function AdminShell() {
  const { t, locale, setLocale } = useAdminT();
  const me = useAdminMe();
  const navigate = useNavigate();
  const logout = useAdminAction('POST /admin/auth/logout');
  const [menu, setMenu] = useState(false);
  useEffect(() => {
    if (me.isError) void navigate('/admin/login', { replace: true });
  }, [me.isError, navigate]);
  if (!me.data)
    return (
      <div className="grid min-h-dvh place-items-center bg-ink">
        <Spinner />
      </div>
    );
  const allowed = screenPermissions(me.data);
  const entries = NAV.filter((n) => [n.permission, ...(n.alsoFor ?? [])].some((p) => allowed.has(p)));
  return (
    <div className="min-h-dvh bg-ink text-slate-100">
      {/* below lg the menu folds behind a button, so the header fits a phone */}
      <header
        className="flex flex-wrap items-center gap-x-6 gap-y-2 border-b border-white/10 bg-panel px-4 py-3 lg:px-6"
        onKeyDown={(e) => e.key === 'Escape' && setMenu(false)}
      >
        <span className="font-display text-lg font-bold text-gold">Fortuna · {t('title')}</span>
        <button
          type="button"
          className="ml-auto inline-flex items-center gap-2 rounded-lg border border-white/15 px-3 py-1.5 text-sm font-semibold text-slate-200 hover:text-gold lg:hidden"
          aria-expanded={menu}
          aria-controls="admin-nav"
          onClick={() => setMenu(!menu)}
        >
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden>
            {menu ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
          {t('menu')}
        </button>
        <nav
          id="admin-nav"
          aria-label={t('title')}
          className={`${menu ? 'flex' : 'hidden'} w-full flex-col gap-1 lg:flex lg:w-auto lg:flex-row lg:flex-wrap`}
        >
          {entries.map((n) => (
            <NavLink
              key={n.to}
              to={n.to}
              onClick={() => setMenu(false)}
              className={({ isActive }) =>
                `rounded-lg px-3 py-1.5 text-sm font-semibold ${isActive ? 'bg-gold/15 text-gold' : 'text-slate-300 hover:text-gold'}`
              }
            >
              {t(n.label)}
            </NavLink>
          ))}
        </nav>
        <div
          className={`${menu ? 'flex' : 'hidden'} w-full flex-wrap items-center gap-3 text-sm text-slate-400 lg:ml-auto lg:flex lg:w-auto`}
        >
          <span className="min-w-0 break-words">
            {t('signedInAs', { email: me.data.operator.email, role: t(`role_${me.data.operator.role}`) })}
          </span>
          <label className="sr-only" htmlFor="admin-lang">
            {t('language')}
          </label>
          <Select id="admin-lang" look="filter" value={locale} onChange={(e) => setLocale(e.target.value as Locale)}>
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {l.toUpperCase()}
              </option>
            ))}
          </Select>
          <button
            type="button"
            className="rounded-lg px-3 py-1.5 font-semibold text-slate-200 hover:text-gold"
            onClick={() => logout.mutate({} as never, { onSettled: () => void navigate('/admin/login') })}
          >
            {t('signOut')}
          </button>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6 lg:px-6">
        <Outlet context={me.data} />
      </main>
    </div>
  );
}
