import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminGameQuery, AdminReportQuery, ApiInput, ApiKey, ContentKind, Locale } from '@fortuna/contracts';
import { call } from '../../lib/api';

/** The back office's query keys: every admin query starts with 'admin'. */
export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  withdrawals: (status: string, page: number) => ['admin', 'withdrawals', status, page] as const,
  players: (q: string) => ['admin', 'players', q] as const,
  player: (id: string) => ['admin', 'player', id] as const,
  audit: (filter: Record<string, string | number>) => ['admin', 'audit', filter] as const,
  operators: ['admin', 'operators'] as const,
  apiKeys: ['admin', 'api-keys'] as const,
  dashboard: (from: string, to: string) => ['admin', 'dashboard', from, to] as const,
  report: (query: AdminReportQuery) => ['admin', 'report', query] as const,
  kyc: (status: string, page: number) => ['admin', 'kyc', status, page] as const,
  gdpr: (status: string, page: number) => ['admin', 'gdpr', status, page] as const,
  selfExcluded: (page: number) => ['admin', 'self-excluded', page] as const,
  games: (query: Partial<AdminGameQuery>) => ['admin', 'games', query] as const,
  studios: ['admin', 'studios'] as const,
  marketing: (what: 'templates' | 'campaigns' | 'codes' | 'tournaments' | 'maintenance') => ['admin', 'marketing', what] as const,
  content: (locale: string) => ['admin', 'content', locale] as const,
  contentEntry: (kind: string, key: string) => ['admin', 'content-entry', kind, key] as const,
  banners: ['admin', 'banners'] as const,
};

export const useAdminMe = () => useQuery({ queryKey: adminKeys.me, queryFn: () => call('GET /admin/auth/me'), retry: false });

export const useWithdrawals = (status: string, page: number) =>
  useQuery({
    queryKey: adminKeys.withdrawals(status, page),
    queryFn: () => call('GET /admin/withdrawals', { query: { status: status as 'init', page } }),
  });

export const usePlayerSearch = (q: string) =>
  useQuery({ queryKey: adminKeys.players(q), queryFn: () => call('GET /admin/players', { query: { q } }), enabled: q.length > 0 });

export const usePlayerCard = (id: string) =>
  useQuery({ queryKey: adminKeys.player(id), queryFn: () => call('GET /admin/players/:id', { params: { id } }) });

export const useAudit = (filter: Record<string, string | number>) =>
  useQuery({ queryKey: adminKeys.audit(filter), queryFn: () => call('GET /admin/audit', { query: filter as never }) });

export const useOperators = () => useQuery({ queryKey: adminKeys.operators, queryFn: () => call('GET /admin/operators') });

/** any admin call that changes something; every admin query is fetched again after it */
export function useAdminAction<K extends ApiKey>(key: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiInput<K>) => (call as (k: K, i: ApiInput<K>) => Promise<unknown>)(key, input),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useApiKeys = () => useQuery({ queryKey: adminKeys.apiKeys, queryFn: () => call('GET /admin/api-keys') });

/** the dashboard's figures for a UTC date range (both days included; '' = today) */
export const dashboardQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: adminKeys.dashboard(from, to),
    queryFn: () => call('GET /admin/dashboard', { query: from ? { from, to: to || from } : {} }),
  });
export const useDashboard = (from: string, to: string) => useQuery(dashboardQuery(from, to));

/** one page of a GGR report */
export const reportQuery = (query: AdminReportQuery) =>
  queryOptions({
    queryKey: adminKeys.report(query),
    queryFn: () => call('GET /admin/reports/ggr', { query }),
    placeholderData: keepPreviousData,
  });
export const useReport = (query: AdminReportQuery) => useQuery(reportQuery(query));

/** the CSV download of a whole report (a link: the browser sends the back-office cookie) */
export const reportCsvUrl = (query: Omit<AdminReportQuery, 'page' | 'pageSize'>) =>
  `/api/admin/reports/ggr.csv?${new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined && v !== '') as [string, string][])}`;

// --- compliance: the KYC and GDPR queues and the self-excluded players, paged on the server ---
export const useKycQueue = (status: string, page: number, pageSize: number) =>
  useQuery({
    queryKey: adminKeys.kyc(status, page),
    queryFn: () =>
      call('GET /admin/compliance/kyc', { query: { ...(status ? { reviewStatus: status as 'pending' } : {}), page, pageSize } }),
    placeholderData: keepPreviousData,
  });
export const useGdprQueue = (status: string, page: number, pageSize: number) =>
  useQuery({
    queryKey: adminKeys.gdpr(status, page),
    queryFn: () => call('GET /admin/compliance/gdpr', { query: { ...(status ? { status: status as 'received' } : {}), page, pageSize } }),
    placeholderData: keepPreviousData,
  });
export const useSelfExcluded = (page: number, pageSize: number) =>
  useQuery({
    queryKey: adminKeys.selfExcluded(page),
    queryFn: () => call('GET /admin/compliance/self-excluded', { query: { page, pageSize } }),
    placeholderData: keepPreviousData,
  });
/** an identity document (the KYC vendor's operator download, which a back-office session with `kyc` may open) */
export const kycDocumentUrl = (applicantId: string, documentId: string) =>
  `/api/operator/verification/applicants/${encodeURIComponent(applicantId)}/documents/${encodeURIComponent(documentId)}`;

// --- games: the catalogue as operators run it ---
export const useAdminGames = (query: Partial<AdminGameQuery>) =>
  useQuery({ queryKey: adminKeys.games(query), queryFn: () => call('GET /admin/games', { query }), placeholderData: keepPreviousData });
export const useStudios = () => useQuery({ queryKey: adminKeys.studios, queryFn: () => call('GET /providers'), staleTime: 300_000 });
/** the marketing screens' lists (the older operator endpoints, open to a signed-in operator with the permission) */
export const useBonusTemplates = (enabled = true) =>
  useQuery({ queryKey: adminKeys.marketing('templates'), queryFn: () => call('GET /operator/bonus-templates'), enabled });
export const useBonusCampaigns = (enabled = true) =>
  useQuery({ queryKey: adminKeys.marketing('campaigns'), queryFn: () => call('GET /operator/bonus-campaigns'), enabled });
export const useBonusCodes = () => useQuery({ queryKey: adminKeys.marketing('codes'), queryFn: () => call('GET /operator/bonus-codes') });
export const useOperatorTournaments = () =>
  useQuery({ queryKey: adminKeys.marketing('tournaments'), queryFn: () => call('GET /operator/tournaments') });
export const useMaintenanceNotice = () =>
  useQuery({ queryKey: adminKeys.marketing('maintenance'), queryFn: () => call('GET /operator/maintenance') });

// --- content: pages, blocks and banners per locale ---
export const useContentList = (locale: Locale) =>
  useQuery({
    queryKey: adminKeys.content(locale),
    queryFn: () => call('GET /admin/content/blocks', { query: { locale } }),
    placeholderData: keepPreviousData,
  });
export const useContentEntry = (kind: ContentKind, key: string | null) =>
  useQuery({
    queryKey: adminKeys.contentEntry(kind, key ?? ''),
    queryFn: () => call('GET /admin/content/blocks/:kind/:key', { params: { kind, key: key! } }),
    enabled: !!key,
  });
export const useAdminBanners = () => useQuery({ queryKey: adminKeys.banners, queryFn: () => call('GET /admin/content/banners') });
