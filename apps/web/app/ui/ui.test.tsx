import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';
import { cleaned } from './form';
import { HistoryTable } from './HistoryTable';
import { Input } from './Input';
import { Notice } from './Notice';
import { Select } from './Select';

const idle = { hasNextPage: false, isFetching: false, isPlaceholderData: false, isFetchingNextPage: false, fetchNextPage: async () => {} };

describe('UI kit', () => {
  it('a Field labels its control and names its error as the description', () => {
    const html = renderToStaticMarkup(
      <Field label="Email" error="Required">
        <Input name="email" />
      </Field>,
    );
    const id = /<label for="([^"]+)"/.exec(html)![1];
    expect(html).toContain(`<input id="${id}" aria-describedby="${id}-err" aria-invalid="true"`);
    expect(html).toContain(`<p id="${id}-err" role="alert"`);
  });

  it('a Field without an error shows its hint and marks nothing invalid', () => {
    const html = renderToStaticMarkup(
      <Field label="Country" hint="Where you live">
        <Select name="country" />
      </Field>,
    );
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('aria-describedby');
    expect(html).toContain('Where you live');
  });

  it('a Notice without a message renders nothing; an error is announced at once', () => {
    expect(renderToStaticMarkup(<Notice>{null}</Notice>)).toBe('');
    expect(renderToStaticMarkup(<Notice>Oops</Notice>)).toContain('role="alert"');
    expect(renderToStaticMarkup(<Notice tone="success">Saved</Notice>)).toContain('role="status"');
  });

  it('a HistoryTable shows its empty state once loaded, and "loading more" while a page loads', () => {
    const table = (query: typeof idle, rows: { id: string }[]) =>
      renderToStaticMarkup(
        <HistoryTable
          rows={rows}
          rowKey={(r) => r.id}
          columns={[{ id: 'id', header: 'Id', cell: (r) => r.id }]}
          card={(r) => r.id}
          rowData={(r, layout) => ({ 'data-testid': `${layout}-${r.id}` })}
          query={query}
          empty="Nothing yet"
          loadingMore="Loading more"
        />,
      );
    expect(table(idle, [])).toContain('Nothing yet');
    expect(table({ ...idle, isFetching: true }, [])).not.toContain('Nothing yet');
    const loaded = table({ ...idle, isFetching: true, isFetchingNextPage: true }, [{ id: 'a' }]);
    expect(loaded).toContain('data-testid="row-a"');
    expect(loaded).toContain('data-testid="card-a"');
    expect(loaded).toContain('Loading more');
  });

  it('cleaned() puts the cleaned text in the input before the form reads it', async () => {
    const seen: string[] = [];
    const registration = {
      name: 'code',
      onBlur: async () => {},
      ref: () => {},
      onChange: async (e: { target: { value: string } }) => {
        seen.push(e.target.value);
      },
    };
    const field = cleaned(registration, (v) => v.replace(/\D/g, ''));
    const target = { value: '12 3a4' };
    await field.onChange({ target } as never);
    expect(target.value).toBe('1234');
    expect(seen).toEqual(['1234']);
    expect(field.name).toBe('code');
  });
});
