import { Navigate, useOutletContext } from 'react-router';
import type { AdminMe } from '@fortuna/contracts';

/** /admin: the first screen the operator's role may see. */
export default function AdminIndex() {
  const me = useOutletContext<AdminMe>();
  const can = new Set(me.permissions);
  const to = can.has('reports.read')
    ? 'dashboard'
    : can.has('payments.read')
      ? 'withdrawals'
      : can.has('players.read')
        ? 'players'
        : can.has('audit.read')
          ? 'audit'
          : can.has('bonuses')
            ? 'marketing'
            : can.has('games')
              ? 'games'
              : 'operators';
  return <Navigate to={`/admin/${to}`} replace />;
}
