import { describe, expect, it } from 'vitest';
import { createAnnouncer } from './announcer.ts';

describe('createAnnouncer', () => {
  it('calls every subscriber on each announcement, until it unsubscribes, and keeps announcers apart', () => {
    const first = createAnnouncer();
    const second = createAnnouncer();
    const heard: string[] = [];
    const stopA = first.subscribe(() => heard.push('a'));
    first.subscribe(() => heard.push('b'));
    second.subscribe(() => heard.push('other'));
    first.announce();
    stopA();
    first.announce();
    expect(heard).toEqual(['a', 'b', 'b']);
  });
});
