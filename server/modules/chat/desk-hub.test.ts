import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskEvent } from '../../../contracts/chat-desk';
import { channelOf } from '../../db/notify';
import type { Db } from '../../db/types';
import { openQueueTestDb, TEST_DIALECT, waitFor } from '../../jobs/testing';
import { openDeskHub, payloadOf } from './desk-hub';

const change = (conversationId: number, body = 'hello'): DeskEvent => ({
  type: 'conversation',
  conversation: {
    conversationId,
    username: 'player1',
    unread: 1,
    waitingSince: '2026-05-01T00:00:00.000Z',
    lastMessageAt: '2026-05-01T00:00:00.000Z',
    lastMessage: { from: 'player', body: body.slice(0, 140) },
    claimedBy: null,
    closedAt: null,
  },
  message: { id: conversationId, from: 'player', body, createdAt: '2026-05-01T00:00:00.000Z', seen: false, agent: null },
});
const ids = (events: DeskEvent[]) => events.map((e) => (e.type === 'conversation' ? e.conversation.conversationId : 0));

describe('the desk hub', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openQueueTestDb();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('hands each change to every listener of the database until it stops listening', async () => {
    const hub = openDeskHub(db);
    const first: DeskEvent[] = [];
    const second: DeskEvent[] = [];
    const stopFirst = await hub.listen((e) => first.push(e));
    const stopSecond = await hub.listen((e) => second.push(e));
    expect(hub.heard).toBe(true);
    await hub.publish(change(1));
    await waitFor(() => first.length === 1 && second.length === 1, 5_000, 'both listeners');
    stopFirst();
    await hub.publish(change(2));
    await waitFor(() => second.length === 2, 5_000, 'the remaining listener');
    expect(ids(first)).toEqual([1]);
    expect(ids(second)).toEqual([1, 2]);
    stopSecond();
  });

  it('never lets a NOTIFY overflow: a change whose message would not fit goes without it', () => {
    const small = change(3);
    expect(JSON.parse(payloadOf(small))).toEqual(small);
    // A message of 1,000 control characters: six bytes each in JSON, with the 140 of the list's preview.
    const worst = change(4, '\u0001'.repeat(1000));
    expect(JSON.parse(payloadOf(worst))).toEqual(worst);
    const huge = change(5, '\u0001'.repeat(2000));
    expect(JSON.parse(payloadOf(huge))).toEqual({ ...huge, message: null });
  });

  describe.runIf(TEST_DIALECT === 'postgres')('across processes on PostgreSQL', () => {
    it('reaches the agents of another process, in the order published, and not once they left', async () => {
      // Two hubs, each with its LISTEN connection, as two server processes on one database have.
      const [here, there] = [openDeskHub(db), openDeskHub(db)];
      const heardThere: DeskEvent[] = [];
      const heardHere: DeskEvent[] = [];
      const stopThere = await there.listen((e) => heardThere.push(e));
      const stopHere = await here.listen((e) => heardHere.push(e));
      for (let n = 10; n < 20; n++) await (n % 2 ? there : here).publish(change(n));
      await waitFor(() => heardThere.length === 10 && heardHere.length === 10, 5_000, 'ten changes in both processes');
      expect(ids(heardThere)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
      expect(ids(heardHere)).toEqual(ids(heardThere));
      stopThere();
      await here.publish(change(20));
      await waitFor(() => heardHere.length === 11, 5_000, 'the change here');
      expect(heardThere).toHaveLength(10);
      stopHere();
    });

    it('tells its agents when its feed is cut, and listens again for the next agent', async () => {
      const hub = openDeskHub(db);
      let lost = 0;
      await hub.listen(
        () => undefined,
        () => (lost += 1),
      );
      // What a database restart or a network cut does to the LISTEN connection.
      const listen = `LISTEN "${channelOf(db, 'desk_events')!}"`;
      await db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1 AND pid <> pg_backend_pid()', [listen]);
      await waitFor(() => lost === 1, 5_000, 'the agent to be told');
      const heard: DeskEvent[] = [];
      const stop = await hub.listen((e) => heard.push(e));
      await openDeskHub(db).publish(change(30));
      await waitFor(() => heard.length === 1, 5_000, 'the new agent to hear');
      stop();
    });
  });
});
