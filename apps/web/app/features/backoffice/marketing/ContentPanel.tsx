import { useEffect, useState } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import {
  adminBannerCreateSchema,
  adminBannerInputSchema,
  adminContentCreateSchema,
  adminContentTextSchema,
  BANNER_ROUTES,
  href,
  LOCALES,
  type AdminBanner,
  type AdminContentEntry,
  type AdminContentSummary,
  type ContentKind,
  type Locale,
} from '@fortuna/contracts';
import { Button, Field, Input, Notice, Select, Textarea } from '../../../ui';
import { Banners } from '../../games';
import { AdminTable } from '../AdminTable';
import { useAdminAction, useAdminBanners, useContentEntry, useContentList } from '../api';
import type { AdminT } from '../useAdminT';
import { bodyResolver, errorOf, numberOrDefault, serverErrors } from '../form';
import { FormPanel, PanelTitle, SaveNotice } from './parts';

type Selected = { kind: ContentKind; key: string };

/** the admin preview of a page or block in a locale: the draft as players will see it once published */
export const previewHref = (key: string, locale: Locale) => `${href('page-preview', {}, locale)}?key=${encodeURIComponent(key)}`;

/**
 * Content: the site's pages and blocks per locale (edit the texts as a draft, preview, publish or
 * unpublish; create a block), and the home page's banners (create, edit, switch on or off).
 */
export function ContentPanel({ t }: { t: AdminT }) {
  const [locale, setLocale] = useState<Locale>('en');
  const [selected, setSelected] = useState<Selected | null>(null);
  const [creating, setCreating] = useState(false);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t('ctLocale')} size="sm">
          <Select look="filter" className="py-2.5" value={locale} onChange={(e) => setLocale(e.target.value as Locale)}>
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {l.toUpperCase()}
              </option>
            ))}
          </Select>
        </Field>
        <Button size="xs" variant="ghost" onClick={() => (setCreating(!creating), setSelected(null))} aria-expanded={creating}>
          {t('ctBlockNew')}
        </Button>
      </div>
      {creating ? <NewBlockForm key={locale} t={t} locale={locale} onCreated={(s) => (setCreating(false), setSelected(s))} /> : null}
      {selected ? <EntryEditor t={t} selected={selected} locale={locale} onLocale={setLocale} onClose={() => setSelected(null)} /> : null}
      <EntryList t={t} locale={locale} onEdit={(s) => (setCreating(false), setSelected(s))} />
      <BannersSection t={t} locale={locale} />
    </div>
  );
}

function StatusBadge({ t, published, draft }: { t: AdminT; published: boolean; draft: boolean }) {
  return (
    <span className="flex gap-1 whitespace-nowrap">
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${published ? 'bg-emerald-500/15 text-emerald-300' : 'bg-white/10 text-slate-300'}`}
      >
        {published ? t('ctPublished') : t('ctUnpublished')}
      </span>
      {draft ? <span className="rounded-full bg-gold/15 px-2 py-0.5 text-xs font-semibold text-gold">{t('ctDraft')}</span> : null}
    </span>
  );
}

function PublishButtons({
  t,
  entry,
  onError,
  size = 'xs',
}: {
  t: AdminT;
  entry: Pick<AdminContentSummary, 'kind' | 'key' | 'locale' | 'published'> & { hasDraft: boolean };
  onError: (m: string | null) => void;
  size?: 'xs' | 'sm';
}) {
  const publish = useAdminAction('POST /admin/content/blocks/:kind/:key/:locale/publish');
  const unpublish = useAdminAction('POST /admin/content/blocks/:kind/:key/:locale/unpublish');
  const params = { kind: entry.kind, key: entry.key, locale: entry.locale };
  const run = (action: typeof publish) => action.mutate({ params }, { onError: (e) => onError(serverErrors(e, () => undefined)) });
  const button = (action: typeof publish, label: 'ctPublish' | 'ctUnpublish', variant?: 'ghost') => (
    <Button
      size={size}
      variant={variant}
      onClick={() => run(action)}
      busy={action.isPending}
      aria-label={`${t(label)} ${entry.key} ${entry.locale}`}
    >
      {t(label)}
    </Button>
  );
  return (
    <>
      {!entry.published || entry.hasDraft ? button(publish, 'ctPublish') : null}
      {entry.published ? button(unpublish, 'ctUnpublish', 'ghost') : null}
    </>
  );
}

function EntryList({ t, locale, onEdit }: { t: AdminT; locale: Locale; onEdit: (s: Selected) => void }) {
  const list = useContentList(locale);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <section aria-labelledby="ct-list-title" className="flex flex-col gap-3">
      <PanelTitle id="ct-list-title">{t('ctPagesAndBlocks')}</PanelTitle>
      <SaveNotice failure={failure} />
      <AdminTable
        caption={t('ctPagesAndBlocks')}
        rows={list.data?.items ?? []}
        rowKey={(r) => `${r.kind}:${r.key}:${r.locale}`}
        empty={list.isLoading ? t('mkLoading') : t('empty')}
        columns={[
          { key: 'title', label: t('ctTitle'), render: (r) => <span className="font-semibold">{r.title}</span> },
          { key: 'key', label: t('ctKey'), render: (r) => <span className="font-mono text-xs">{r.key}</span> },
          { key: 'kind', label: t('mkKind'), render: (r) => (r.kind === 'page' ? t('ctKindPage') : t('ctKindBlock')) },
          { key: 'status', label: t('status'), render: (r) => <StatusBadge t={t} published={r.published} draft={r.hasDraft} /> },
          {
            key: 'updated',
            label: t('ctUpdated'),
            render: (r) => <span className="whitespace-nowrap">{r.updatedAt.replace('T', ' ').slice(0, 16)}</span>,
          },
          {
            key: 'act',
            label: t('actions'),
            render: (r) => (
              <span className="flex gap-2 whitespace-nowrap">
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => onEdit({ kind: r.kind, key: r.key })}
                  aria-label={`${t('mkEdit')} ${r.key}`}
                >
                  {t('mkEdit')}
                </Button>
                <a
                  href={previewHref(r.key, r.locale)}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex items-center rounded-full border border-white/15 px-4 py-2 text-sm font-semibold text-slate-100 hover:border-gold hover:text-gold"
                  aria-label={`${t('ctPreview')} ${r.key} ${r.locale}`}
                >
                  {t('ctPreview')}
                </a>
                <PublishButtons t={t} entry={r} onError={setFailure} />
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}

const EMPTY_TEXT = { title: '', description: '', body: '' };
type TextValues = typeof EMPTY_TEXT;

/**
 * the title, description and body inputs of a page or block, for any form that has those three
 * text fields (editing a locale's text, or a new page with its key and slug as well)
 */
function PageTextFields<T extends FieldValues & TextValues>({
  t,
  register,
  errors,
  bodyRows,
}: {
  t: AdminT;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  bodyRows: number;
}) {
  const field = (name: keyof TextValues) => register(name as Path<T>);
  return (
    <>
      <Field label={t('ctTitle')} size="sm" error={errorOf(errors, 'title')}>
        <Input size="sm" {...field('title')} />
      </Field>
      <Field label={t('ctDescription')} size="sm" error={errorOf(errors, 'description')} hint={t('ctDescriptionHint')}>
        <Input size="sm" {...field('description')} />
      </Field>
      <Field label={t('ctBody')} size="sm" error={errorOf(errors, 'body')} hint={t('ctBodyHint')}>
        <Textarea rows={bodyRows} className="font-mono text-xs" {...field('body')} />
      </Field>
    </>
  );
}
const textOf = (e: AdminContentEntry | undefined): TextValues =>
  e ? { title: e.draft?.title ?? e.title, description: e.draft?.description ?? e.description, body: e.draft?.body ?? e.body } : EMPTY_TEXT;

/** one page or block: its texts per locale (saved as a draft), preview, publish */
function EntryEditor({
  t,
  selected,
  locale,
  onLocale,
  onClose,
}: {
  t: AdminT;
  selected: Selected;
  locale: Locale;
  onLocale: (l: Locale) => void;
  onClose: () => void;
}) {
  const detail = useContentEntry(selected.kind, selected.key);
  const entry = detail.data?.locales.find((l) => l.locale === locale);
  const save = useAdminAction('PUT /admin/content/blocks/:kind/:key/:locale');
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<TextValues, unknown, ReturnType<typeof adminContentTextSchema.parse>>({
    resolver: bodyResolver(adminContentTextSchema, (v: TextValues) => v),
    defaultValues: EMPTY_TEXT,
  });
  const errors = form.formState.errors;
  // the form follows the chosen entry and locale (what the server has: the draft, else the published text)
  const loadedKey = entry ? `${entry.kind}:${entry.key}:${entry.locale}:${entry.updatedAt}` : '';
  useEffect(() => {
    form.reset(textOf(entry));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedKey]);
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    setSaved(null);
    try {
      await save.mutateAsync({ params: { kind: selected.kind, key: selected.key, locale }, body });
      setSaved(t('ctDraftSaved'));
    } catch (e) {
      setFailure(serverErrors(e, form.setError));
    }
  });
  const available = new Set(detail.data?.locales.map((l) => l.locale) ?? []);
  // an operator's own page can get any other language; what comes with the site has all of them
  const extensible = selected.kind === 'block' && !!detail.data && !detail.data.locales.some((l) => l.builtIn);
  return (
    <>
      <FormPanel titleId="ct-edit-title" onSubmit={submit} gold>
        <div className="flex flex-wrap items-center gap-3">
          <PanelTitle id="ct-edit-title">{t('ctEditTitle', { key: selected.key })}</PanelTitle>
          {entry ? <StatusBadge t={t} published={entry.published} draft={entry.draft !== null} /> : null}
          <Button size="xs" variant="ghost" className="ml-auto" onClick={onClose}>
            {t('ctClose')}
          </Button>
        </div>
        <nav aria-label={t('ctLocale')} className="flex flex-wrap gap-1">
          {LOCALES.map((l) => (
            <button
              key={l}
              type="button"
              disabled={!available.has(l) && !extensible}
              aria-current={l === locale ? 'true' : undefined}
              onClick={() => onLocale(l)}
              className={`rounded-lg px-2.5 py-1 text-xs font-bold uppercase disabled:opacity-30 ${l === locale ? 'bg-gold/15 text-gold' : 'text-slate-300 hover:text-gold'}`}
            >
              {l}
            </button>
          ))}
        </nav>
        {detail.isLoading ? <p className="text-sm text-slate-400">{t('mkLoading')}</p> : null}
        {detail.data && !entry && !extensible ? <Notice tone="error">{t('ctNoLocale')}</Notice> : null}
        <SaveNotice failure={failure} success={saved} />
        {entry ? (
          <>
            <p className="text-sm text-slate-400">{entry.draft ? t('ctDraftHelp') : t('ctEditHelp')}</p>
            <PageTextFields t={t} register={form.register} errors={errors} bodyRows={14} />
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" size="sm" busy={form.formState.isSubmitting}>
                {t('ctSaveDraft')}
              </Button>
              <a
                href={previewHref(entry.key, entry.locale)}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center rounded-full border border-gold/60 px-5 py-2 font-semibold text-gold hover:bg-gold/10"
              >
                {t('ctPreview')}
              </a>
              <PublishButtons t={t} entry={{ ...entry, hasDraft: entry.draft !== null }} onError={setFailure} size="sm" />
              {entry.published && entry.kind === 'block' ? (
                <a
                  href={href('block', { block: entry.slug }, entry.locale)}
                  target="_blank"
                  rel="noopener"
                  className="text-sm font-semibold text-gold underline-offset-4 hover:underline"
                >
                  {t('ctOpenPublic')}
                </a>
              ) : null}
              {entry.builtIn ? null : <DeleteButton t={t} entry={entry} onError={setFailure} onDeleted={onClose} />}
            </div>
          </>
        ) : null}
      </FormPanel>
      {detail.data && !entry && extensible ? (
        <NewBlockForm key={locale} t={t} locale={locale} fixedKey={selected.key} onCreated={() => undefined} />
      ) : null}
    </>
  );
}

/** deletes an operator's page in one language, after a second click */
function DeleteButton({
  t,
  entry,
  onError,
  onDeleted,
}: {
  t: AdminT;
  entry: AdminContentEntry;
  onError: (m: string | null) => void;
  onDeleted: () => void;
}) {
  const remove = useAdminAction('DELETE /admin/content/blocks/:kind/:key/:locale');
  const [asking, setAsking] = useState(false);
  const run = () =>
    remove.mutate(
      { params: { kind: entry.kind, key: entry.key, locale: entry.locale } },
      { onSuccess: onDeleted, onError: (e) => onError(serverErrors(e, () => undefined)) },
    );
  return asking ? (
    <span className="ml-auto flex flex-wrap items-center gap-2">
      <span className="text-xs text-slate-400">{t('ctDeleteHelp')}</span>
      <Button size="sm" variant="danger" onClick={run} busy={remove.isPending}>
        {t('ctDeleteConfirm')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
        {t('ctCancel')}
      </Button>
    </span>
  ) : (
    <Button size="sm" variant="ghost" className="ml-auto" onClick={() => setAsking(true)}>
      {t('ctDelete')}
    </Button>
  );
}

const EMPTY_BLOCK = { key: '', slug: '', title: '', description: '', body: '' };
type BlockValues = typeof EMPTY_BLOCK;

/**
 * a new content page in one locale (unpublished until published; served at /block/<slug>), or an
 * existing one's text in another locale (`fixedKey`); its key and slug stay as given
 */
function NewBlockForm({
  t,
  locale,
  fixedKey,
  onCreated,
}: {
  t: AdminT;
  locale: Locale;
  fixedKey?: string;
  onCreated: (s: Selected) => void;
}) {
  const create = useAdminAction('POST /admin/content/blocks');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BlockValues, unknown, ReturnType<typeof adminContentCreateSchema.parse>>({
    resolver: bodyResolver(adminContentCreateSchema, (v: BlockValues) => ({ ...v, locale, key: fixedKey ?? v.key })),
    defaultValues: { ...EMPTY_BLOCK, slug: fixedKey ?? '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const row = (await create.mutateAsync({ body })) as AdminContentEntry;
      onCreated({ kind: row.kind, key: row.key });
    } catch (e) {
      setFailure(serverErrors(e, form.setError));
    }
  });
  return (
    <FormPanel titleId="ct-new-title" onSubmit={submit}>
      <PanelTitle id="ct-new-title">
        {fixedKey ? t('ctAddLocale', { key: fixedKey, locale: locale.toUpperCase() }) : t('ctBlockNewIn', { locale: locale.toUpperCase() })}
      </PanelTitle>
      <p className="text-sm text-slate-400">{fixedKey ? t('ctAddLocaleHelp') : t('ctBlockNewHelp')}</p>
      <SaveNotice failure={failure} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {fixedKey ? null : (
          <Field label={t('ctKey')} size="sm" error={errorOf(errors, 'key')} hint={t('mkSlugHint')}>
            <Input size="sm" autoComplete="off" {...form.register('key')} />
          </Field>
        )}
        <Field label={t('ctSlug')} size="sm" error={errorOf(errors, 'slug')} hint={t('ctSlugHint')}>
          <Input size="sm" autoComplete="off" {...form.register('slug')} />
        </Field>
      </div>
      <PageTextFields t={t} register={form.register} errors={errors} bodyRows={8} />
      <div>
        <Button type="submit" size="sm" busy={form.formState.isSubmitting}>
          {t('mkCreate')}
        </Button>
      </div>
    </FormPanel>
  );
}

const EMPTY_BANNER = { key: '', title: '', text: '', cta: '', route: 'promo', image: '/images/banner-welcome.svg', position: '0' };
type BannerValues = typeof EMPTY_BANNER;
const bannerBody = (v: BannerValues) => ({ ...v, position: numberOrDefault(v.position) });
const bannerValues = (b: Omit<AdminBanner, 'draft' | 'locale' | 'active'>): BannerValues => ({
  key: b.key,
  title: b.title,
  text: b.text,
  cta: b.cta,
  route: b.route,
  image: b.image,
  position: String(b.position),
});

/** the home page's banners in one locale: a new or edited banner (a draft), the list, a preview, publish or switch off */
function BannersSection({ t, locale }: { t: AdminT; locale: Locale }) {
  const banners = useAdminBanners();
  const rows = (banners.data?.items ?? []).filter((b) => b.locale === locale);
  const [editing, setEditing] = useState<AdminBanner | null>(null);
  const [previewKey, setPreviewKey] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const publish = useAdminAction('POST /admin/content/banners/:key/:locale/publish');
  const unpublish = useAdminAction('POST /admin/content/banners/:key/:locale/unpublish');
  const run = (action: typeof publish, b: AdminBanner) =>
    action.mutate({ params: { key: b.key, locale: b.locale } }, { onError: (e) => setFailure(serverErrors(e, () => undefined)) });
  const previewing = rows.find((b) => b.key === previewKey) ?? null;
  return (
    <section aria-labelledby="ct-banners-title" className="flex flex-col gap-3">
      <PanelTitle id="ct-banners-title">{t('ctBanners')}</PanelTitle>
      <BannerForm
        key={editing ? `${editing.key}:${editing.locale}` : `new:${locale}`}
        t={t}
        locale={locale}
        editing={editing}
        onDone={(saved) => (setEditing(null), setPreviewKey(saved?.key ?? null))}
      />
      <SaveNotice failure={failure} />
      {previewing ? <BannerPreview t={t} banners={rows} focus={previewing} locale={locale} onClose={() => setPreviewKey(null)} /> : null}
      <AdminTable
        caption={t('ctBanners')}
        rows={rows}
        rowKey={(b) => `${b.key}:${b.locale}`}
        empty={banners.isLoading ? t('mkLoading') : t('empty')}
        columns={[
          { key: 'pos', label: t('ctPosition'), render: (b) => b.position },
          { key: 'title', label: t('ctTitle'), render: (b) => <span className="font-semibold">{b.title}</span> },
          { key: 'key', label: t('ctKey'), render: (b) => <span className="font-mono text-xs">{b.key}</span> },
          { key: 'route', label: t('ctRoute'), render: (b) => b.route },
          { key: 'status', label: t('status'), render: (b) => <StatusBadge t={t} published={b.active} draft={b.draft !== null} /> },
          {
            key: 'act',
            label: t('actions'),
            render: (b) => (
              <span className="flex gap-2 whitespace-nowrap">
                <Button size="xs" variant="outline" onClick={() => setEditing(b)} aria-label={`${t('mkEdit')} ${b.key}`}>
                  {t('mkEdit')}
                </Button>
                <Button size="xs" variant="ghost" onClick={() => setPreviewKey(b.key)} aria-label={`${t('ctPreview')} ${b.key}`}>
                  {t('ctPreview')}
                </Button>
                {!b.active || b.draft ? (
                  <Button size="xs" onClick={() => run(publish, b)} aria-label={`${t('ctPublish')} ${b.key}`}>
                    {t('ctPublish')}
                  </Button>
                ) : null}
                {b.active ? (
                  <Button size="xs" variant="ghost" onClick={() => run(unpublish, b)} aria-label={`${t('ctUnpublish')} ${b.key}`}>
                    {t('ctUnpublish')}
                  </Button>
                ) : null}
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}

/** the banner once published: its draft (if any), shown on, among the other banners that are on */
export function bannersOncePublished(banners: AdminBanner[], focus: AdminBanner): AdminBanner[] {
  const shown = { ...focus, ...(focus.draft ?? {}), active: true };
  return banners
    .map((b) => (b.key === focus.key ? shown : b))
    .filter((b) => b.active)
    .sort((a, b) => a.position - b.position || a.key.localeCompare(b.key));
}

/** the home page's banner strip as players will see it once this banner is published */
function BannerPreview({
  t,
  banners,
  focus,
  locale,
  onClose,
}: {
  t: AdminT;
  banners: AdminBanner[];
  focus: AdminBanner;
  locale: Locale;
  onClose: () => void;
}) {
  return (
    <section aria-labelledby="ct-banner-preview" className="flex flex-col gap-3 rounded-2xl border border-gold/30 bg-ink p-5">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="ct-banner-preview" className="font-display font-bold">
          {t('ctBannerPreview', { key: focus.key, locale: locale.toUpperCase() })}
        </h3>
        <Button size="xs" variant="ghost" className="ml-auto" onClick={onClose}>
          {t('ctClose')}
        </Button>
      </div>
      <p className="text-sm text-slate-400">{t('ctBannerPreviewHelp')}</p>
      <Banners banners={bannersOncePublished(banners, focus)} locale={locale} />
    </section>
  );
}

function BannerForm({
  t,
  locale,
  editing,
  onDone,
}: {
  t: AdminT;
  locale: Locale;
  editing: AdminBanner | null;
  onDone: (saved?: AdminBanner) => void;
}) {
  const create = useAdminAction('POST /admin/content/banners');
  const update = useAdminAction('PUT /admin/content/banners/:key/:locale');
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const schema = editing ? adminBannerInputSchema : adminBannerCreateSchema;
  const form = useForm<BannerValues, unknown, ReturnType<typeof adminBannerCreateSchema.parse>>({
    resolver: bodyResolver(schema, (v: BannerValues) => (editing ? bannerBody(v) : { ...bannerBody(v), locale })) as never,
    defaultValues: editing ? bannerValues({ ...editing, ...(editing.draft ?? {}) }) : EMPTY_BANNER,
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    setSaved(null);
    try {
      if (editing) {
        const { key: _key, locale: _locale, ...input } = body;
        onDone((await update.mutateAsync({ params: { key: editing.key, locale: editing.locale }, body: input })) as AdminBanner);
      } else {
        await create.mutateAsync({ body: { ...body, locale } });
        form.reset(EMPTY_BANNER);
        setSaved(t('ctBannerSaved'));
      }
    } catch (e) {
      setFailure(serverErrors(e, form.setError));
    }
  });
  return (
    <FormPanel titleId="ct-banner-form" onSubmit={submit}>
      <h3 id="ct-banner-form" className="font-display font-bold">
        {editing
          ? t('ctBannerEdit', { key: editing.key, locale: editing.locale.toUpperCase() })
          : t('ctBannerNew', { locale: locale.toUpperCase() })}
      </h3>
      <p className="text-sm text-slate-400">{t('ctBannerHelp')}</p>
      <SaveNotice failure={failure} success={saved} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {editing ? null : (
          <Field label={t('ctKey')} size="sm" error={errorOf(errors, 'key')} hint={t('mkSlugHint')}>
            <Input size="sm" autoComplete="off" {...form.register('key')} />
          </Field>
        )}
        <Field label={t('ctTitle')} size="sm" error={errorOf(errors, 'title')}>
          <Input size="sm" {...form.register('title')} />
        </Field>
        <Field label={t('ctText')} size="sm" error={errorOf(errors, 'text')}>
          <Input size="sm" {...form.register('text')} />
        </Field>
        <Field label={t('ctCta')} size="sm" error={errorOf(errors, 'cta')}>
          <Input size="sm" {...form.register('cta')} />
        </Field>
        <Field label={t('ctRoute')} size="sm" error={errorOf(errors, 'route')}>
          <Select look="filter" className="w-full py-2.5" {...form.register('route')}>
            {BANNER_ROUTES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('ctImage')} size="sm" error={errorOf(errors, 'image')} hint={t('ctImageHint')}>
          <Input size="sm" {...form.register('image')} />
        </Field>
        <Field label={t('ctPosition')} size="sm" error={errorOf(errors, 'position')}>
          <Input size="sm" inputMode="numeric" {...form.register('position')} />
        </Field>
      </div>
      <div className="flex gap-3">
        <Button type="submit" size="sm" busy={form.formState.isSubmitting}>
          {editing ? t('mkSave') : t('mkCreate')}
        </Button>
        {editing ? (
          <Button size="sm" variant="ghost" onClick={() => onDone()}>
            {t('ctCancel')}
          </Button>
        ) : null}
      </div>
    </FormPanel>
  );
}
