import { describe, expect, it, vi } from 'vitest';
import { createInvalidationBus } from './invalidation';

const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };

describe('invalidation bus without Redis (one instance)', () => {
  it('runs the topic’s handlers at once, and only that topic’s', async () => {
    const bus = createInvalidationBus({ prefix: 'p', log });
    await bus.ready();
    const content = vi.fn();
    const content2 = vi.fn();
    const access = vi.fn();
    bus.subscribe('content', content);
    bus.subscribe('content', content2);
    bus.subscribe('access-blocks', access);
    bus.publish('content');
    expect(content).toHaveBeenCalledTimes(1);
    expect(content2).toHaveBeenCalledTimes(1);
    expect(access).not.toHaveBeenCalled();
    bus.publish('nobody-listens');
    await bus.close();
  });

  it('a failing handler is logged and does not stop the others', () => {
    const bus = createInvalidationBus({ prefix: 'p', log });
    const after = vi.fn();
    bus.subscribe('content', () => {
      throw new Error('boom');
    });
    bus.subscribe('content', after);
    bus.publish('content');
    expect(after).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ topic: 'content' }), 'cache invalidation handler failed');
  });
});
