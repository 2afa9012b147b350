import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { href, type Locale } from '@fortuna/contracts';
import { ApiError } from '../../lib/api';
import { Notice, Spinner } from '../../ui';
import { joinTournament, tournamentsKeys } from './api';

/** /tournament/{id}/join as a link: joins (the route is signed-in only), then shows the tournament. */
export function JoinTournamentPage({ id, locale }: { id: number; locale: Locale }) {
  const { t } = useTranslation('tournaments');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    joinTournament(id)
      .then(async () => {
        await queryClient.invalidateQueries({ queryKey: tournamentsKeys.all });
        navigate(href('tournament', { id: String(id) }, locale), { replace: true });
      })
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : t('joinFailed')));
  }, [id, locale, navigate, queryClient, t]);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      {!error && <Spinner />}
      <Notice>{error}</Notice>
    </div>
  );
}
