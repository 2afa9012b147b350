import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuditInsert } from './backoffice.repository';
import { requestMeta, type AdminAccess } from './backoffice.guard';

/** what a CSV cell holds: text, a number, nothing, or a decimal already written out */
export type CsvValue = string | number | boolean | null | undefined | { number: string };

/** CSV cell: quoted when needed; a text starting with = + - @ (or tab/CR) is prefixed so spreadsheets do not run it */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object') return value.number;
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
export const csvLine = (cells: CsvValue[]) => cells.map(csvCell).join(',');

/** minor units as a decimal text (2 decimals): amounts in a CSV are in major units */
export const csvMoney = (minor: number | null) => (minor === null ? null : { number: (minor / 100).toFixed(2) });

/** a value kept as JSON text in one cell (the audit log's before/after) */
export const csvJson = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** the most rows one download holds; a longer list is cut there, and the file's last line says so */
export const CSV_EXPORT_CAP = 50_000;
/** rows fetched per call of a list while a download is written */
const CSV_PAGE_SIZE = 200;

/** One list's download: its columns, how a row becomes cells, and how to fetch a page of it. */
export interface CsvList<T> {
  /** the list's name: in the file name and in the audit entry (`players`, `audit`, …) */
  list: string;
  /** the filters the list was asked with (the query without paging), kept in the audit entry */
  filters: Record<string, unknown>;
  head: string[];
  row: (item: T) => CsvValue[];
  /** one page (from 1) of the matching rows, in the list's own order, and how many match in all */
  page: (page: number, pageSize: number) => Promise<{ items: T[]; total: number }>;
}

/** a list that is answered whole (a queue the desk returns in one piece): fetched once, then paged in memory */
export function pagesOf<T>(all: () => Promise<T[]>) {
  let rows: Promise<T[]> | null = null;
  return async (page: number, pageSize: number) => {
    const list = await (rows ??= all());
    return { items: list.slice((page - 1) * pageSize, page * pageSize), total: list.length };
  };
}

type AppendAudit = (entry: Omit<AuditInsert, 'at'>) => Promise<void>;
export type SendCsv = <T>(request: FastifyRequest, reply: FastifyReply, spec: CsvList<T>) => Promise<FastifyReply>;

/**
 * The CSV downloads of the back office's lists. One function pages through a list (the same
 * filters and order as the screen) and writes its rows as they come, so no database transaction
 * stays open for the whole download: each page is its own short query.
 *
 * A download of personal data is a read worth recording: before any row goes out, an audit entry
 * (`export.csv`) names the operator, the list, its filters and how many rows it holds.
 * Over `CSV_EXPORT_CAP` rows the file stops there; a last line and the `x-export-truncated` header say so.
 */
export function createCsvExports(appendAudit: AppendAudit, cap = CSV_EXPORT_CAP): SendCsv {
  return async function sendCsv<T>(request: FastifyRequest, reply: FastifyReply, spec: CsvList<T>) {
    const first = await spec.page(1, CSV_PAGE_SIZE);
    const total = first.total;
    const rows = Math.min(total, cap);
    const truncated = total > cap;
    const operator = request.operator!;
    await appendAudit({
      operatorId: operator.operatorId,
      actor: operator.actor,
      ...requestMeta(request),
      action: 'export.csv',
      target: `list:${spec.list}`,
      status: 200,
      before: null,
      after: null,
      details: { list: spec.list, route: `GET ${request.routeOptions.url}`, filters: spec.filters, total, rows },
    });

    async function* lines() {
      yield `${csvLine(spec.head)}\r\n`;
      let written = 0;
      let items = first.items;
      for (let page = 1; items.length > 0 && written < rows;) {
        const take = items.slice(0, rows - written);
        yield take.map((item) => `${csvLine(spec.row(item))}\r\n`).join('');
        written += take.length;
        if (items.length < CSV_PAGE_SIZE || written >= rows) break;
        items = (await spec.page(++page, CSV_PAGE_SIZE)).items;
      }
      if (truncated) yield `${csvLine([`# cut at ${cap} of ${total} rows: narrow the filters for the rest`])}\r\n`;
    }

    const day = new Date().toISOString().slice(0, 10);
    const name = `${spec.list}-${day}.csv`.replace(/[^\w.-]/g, '');
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .header('x-total-count', String(total));
    if (truncated) void reply.header('x-export-truncated', String(cap));
    return reply.send(Readable.from(lines()));
  };
}

type Paging = 'page' | 'pageSize';
/** a list's query as its download reads it: the same filters, no paging */
export type CsvQuery<S extends z.ZodRawShape> = Omit<z.output<z.ZodObject<S>>, Paging>;

/** One list's download route; the list's name is the file name in `path` (`/compliance/kyc.csv` → `kyc`). */
export interface CsvRoute<S extends z.ZodRawShape, T> {
  path: `${string}.csv`;
  permission: AdminAccess;
  /** the list screen's query schema: its paging fields are dropped, the rest are the download's filters */
  query?: z.ZodObject<S>;
  /** the columns, the rows and the pages, for one request's filters */
  spec: (query: CsvQuery<S>) => Omit<CsvList<T>, 'list' | 'filters'>;
}

/** the schema without the paging fields it has */
function withoutPaging(schema: z.ZodObject) {
  const paging = ['page', 'pageSize'].filter((key) => key in schema.shape);
  return paging.length ? schema.omit(Object.fromEntries(paging.map((key) => [key, true])) as never) : schema;
}

/**
 * Registers a list's CSV download (`GET <path>`): guarded by the list's permission, validated by the
 * list's query without paging, and audited with the query as its filters (none without a query).
 */
export function csvRoute<T, S extends z.ZodRawShape = Record<never, never>>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  sendCsv: SendCsv,
  { path, permission, query, spec }: CsvRoute<S, T>,
) {
  const list = path.slice(path.lastIndexOf('/') + 1, -'.csv'.length);
  const querystring = query && withoutPaging(query);
  app.get(path, { config: { permission }, ...(querystring && { schema: { querystring } }) }, async (request, reply) => {
    const filters = (querystring ? request.query : {}) as unknown as CsvQuery<S>;
    return sendCsv<T>(request, reply, { ...spec(filters), list, filters });
  });
}
