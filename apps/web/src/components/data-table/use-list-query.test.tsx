import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListResult } from '@passdesk/contract/http/list';
import { useListQuery } from './use-list-query.ts';

type Row = { id: number };

/** A pending exact count: its request's signal, and how to answer it. */
interface PendingCount {
  status: string | null;
  signal: AbortSignal | undefined;
  answer(total: number): void;
}

/** The server's answers: the page at once (its total estimated, the exact one to follow); each count when the test says. */
function stubServer() {
  const counts: PendingCount[] = [];
  const pages: string[] = [];
  const json = (data: ListResult<Row>) => new Response(JSON.stringify({ message: 'ok', data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const params = new URL(url, 'http://localhost').searchParams;
      const page = { items: [{ id: 1 }], page: 1, limit: 10 };
      if (params.get('count') !== 'exact') {
        pages.push(params.get('status') ?? '');
        return Promise.resolve(json({ ...page, total: 150_000, total_is_estimate: true, exact_total_follows: true }));
      }
      return new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        counts.push({ status: params.get('status'), signal: init?.signal ?? undefined, answer: (total) => resolve(json({ ...page, total })) });
      });
    }),
  );
  return { counts, pages };
}

function Total({ status }: { status: string }) {
  const { data } = useListQuery<Row>('/cards', { status });
  if (!data) return <p>loading</p>;
  return <p>{data.exact_total_follows ? `about ${data.total}, counting` : `exactly ${data.total}`}</p>;
}

function renderTotal(status: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <Total status={status} />
    </QueryClientProvider>,
  );
  return (next: string) =>
    view.rerender(
      <QueryClientProvider client={client}>
        <Total status={next} />
      </QueryClientProvider>,
    );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useListQuery: an exact total that follows', () => {
  it('shows the estimate as counting, asks for the exact total with count=exact, and shows it when it comes', async () => {
    const server = stubServer();
    renderTotal('active');
    await screen.findByText('about 150000, counting');
    await waitFor(() => expect(server.counts).toHaveLength(1));
    expect(server.counts[0]?.status).toBe('active');
    server.counts[0]?.answer(149_321);
    await screen.findByText('exactly 149321');
  });

  it('cancels the count of a filter that changed, and counts the new one', async () => {
    const server = stubServer();
    const filterBy = renderTotal('active');
    await waitFor(() => expect(server.counts).toHaveLength(1));
    filterBy('blocked');
    await waitFor(() => expect(server.counts).toHaveLength(2));
    expect(server.counts[0]?.signal?.aborted).toBe(true);
    expect(server.counts[1]).toMatchObject({ status: 'blocked' });
    expect(server.counts[1]?.signal?.aborted).toBe(false);
    expect(server.pages).toEqual(['active', 'blocked']);
    server.counts[1]?.answer(151_002);
    await screen.findByText('exactly 151002');
  });
});
