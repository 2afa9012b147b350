import type { Block } from '@fortuna/contracts';

/** A content page: title, lead and the (server-sanitised) HTML body, with an optional side panel. */
export function ContentArticle({ block, children, badge }: { block: Block; children?: React.ReactNode; badge?: React.ReactNode }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 desk:grid-cols-[1fr_280px] desk:px-6 desk:py-14">
      <article className="min-w-0" lang={block.locale}>
        {badge}
        <h1 className="text-3xl font-extrabold text-white sm:text-4xl">{block.title}</h1>
        {block.description && <p className="mt-3 text-lg text-slate-300">{block.description}</p>}
        <div className="content-body mt-8" dangerouslySetInnerHTML={{ __html: block.body }} />
      </article>
      {children && <aside className="desk:sticky desk:top-24 desk:self-start">{children}</aside>}
    </div>
  );
}
