import { afterEach, describe, expect, it } from 'vitest';
import { mockAsyncEvents } from '../../mocks/asyncEvents.ts';
import { ADMIN_USER } from '../../mocks/fixtures/users.ts';
import { mockSession } from '../../mocks/session.ts';

afterEach(() => {
  mockAsyncEvents.reset();
  mockSession.reset();
});

const job = (id: string) => ({
  channel_id: 'c',
  job_id: id,
  user_id: 1,
  status: 'done' as const,
  errors: [],
  result_url: `/api/v1/chart/data/${id}`,
});

describe('mock async events', () => {
  it('reads the events after a last id, 100 at most, as the server', async () => {
    const published = Array.from({ length: 120 }, (_, i) => mockAsyncEvents.publish(job(`j${i}`)));
    expect(mockAsyncEvents.read(null)).toHaveLength(100);
    expect(mockAsyncEvents.read(published[109]!.id).map((e) => e.job_id)).toEqual(
      published.slice(110).map((e) => e.job_id),
    );
    expect(mockAsyncEvents.read(published[119]!.id)).toEqual([]);
    mockSession.login(ADMIN_USER.id);
    const reply = await fetch(`/api/v1/async_event/?last_id=${published[118]!.id}`);
    expect(await reply.json()).toEqual({ result: [published[119]] });
  });
});
