// The embedded database in its own thread (docs/decisions/019-embedded-database-thread.md): reached
// through node-postgres like a server, one session at a time, and a connection's end behaves like a
// server's (its transaction rolled back, its prepared statements gone).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase, type DatabaseHandle } from '#app/utils/db.server.ts'

describe('PGlite in its own thread', () => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await openDatabase({ pgliteDir: 'memory://' })
    await handle.db.execute(sql`create table notes (id serial primary key, body text not null, at timestamptz not null default now())`)
  })
  afterAll(() => handle.close())

  test('answers like a server: parameters, types, several statements, errors with their SQLSTATE', async () => {
    const pool = handle.pool
    const inserted = await pool.query('insert into notes (body) values ($1), ($2) returning id, body, at', ['first', 'second'])
    expect(inserted.rows.map((row) => row.body)).toEqual(['first', 'second'])
    expect(inserted.rows[0].at).toBeInstanceOf(Date)
    const several = (await pool.query('select 1 as one; select 2 as two')) as unknown as pg.QueryResult[]
    expect(several.map((result) => result.rows[0])).toEqual([{ one: 1 }, { two: 2 }])
    await expect(pool.query('select * from missing_table')).rejects.toMatchObject({ code: '42P01' })
    // The session goes on after an error, also in the extended protocol.
    await expect(pool.query('select $1::int as n', ['not a number'])).rejects.toMatchObject({ code: '22P02' })
    expect((await pool.query('select $1::int as n', [7])).rows).toEqual([{ n: 7 }])
  })

  test('runs a named prepared statement again without planning it again, and a large result whole', async () => {
    const pool = handle.pool
    const statement = { name: 'thread_test_note', text: 'select body from notes where body = $1' }
    for (let i = 0; i < 3; i++) expect((await pool.query({ ...statement, values: ['first'] })).rows).toEqual([{ body: 'first' }])
    const big = await pool.query(`select repeat('x', 200000) as body, g from generate_series(1, 20) g`)
    expect(big.rows).toHaveLength(20)
    expect(big.rows[19].body).toHaveLength(200_000)
  })

  test('a transaction commits or rolls back as one, and queries wait for it', async () => {
    const before = Number((await handle.pool.query('select count(*) from notes')).rows[0].count)
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (body) values ('rolled back')`)
        throw new Error('undo')
      }),
    ).rejects.toThrow('undo')
    const waiting = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (body) values ('kept')`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    const counted = handle.pool.query('select count(*) from notes')
    await waiting
    expect(Number((await counted).rows[0].count)).toBe(before + 1)
  })

  test("a connection's end rolls back its transaction and frees its statement names for the next one", async () => {
    const pool = handle.pool
    const client = await pool.connect()
    await client.query({ name: 'thread_test_reused', text: 'select 1 as one' })
    await client.query('begin')
    await client.query(`insert into notes (body) values ('never committed')`)
    client.release(true) // destroyed, as node-postgres does with a broken connection
    const next = await pool.connect()
    try {
      expect((await next.query({ name: 'thread_test_reused', text: 'select 2 as two' })).rows).toEqual([{ two: 2 }])
      expect((await next.query(`select count(*) from notes where body = 'never committed'`)).rows[0].count).toBe('0')
    } finally {
      next.release()
    }
  })

  test('copies itself between transactions (npm run backup): an open one ends first, and the copy opens with what it committed', async () => {
    await handle.pool.query('create table kept (id int primary key)')
    const client = await handle.pool.connect()
    await client.query('begin')
    await client.query('insert into kept values (1)')
    let copied = false
    const copy = handle.dump!().then((bytes) => {
      copied = true
      return bytes
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(copied).toBe(false)
    // The transaction holding the database goes on to its end; the copy comes after it.
    await client.query('insert into kept values (2)')
    await client.query('commit')
    client.release()
    const bytes = await copy
    expect((await handle.pool.query('select count(*)::int as n from kept')).rows).toEqual([{ n: 2 }])
    const restored = await PGlite.create({ loadDataDir: new Blob([bytes]) })
    try {
      expect((await restored.query('select id from kept order by id')).rows).toEqual([{ id: 1 }, { id: 2 }])
    } finally {
      await restored.close()
    }
  })
})

describe('PGlite in its own thread: connections take turns on its one backend', () => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await openDatabase({ pgliteDir: 'memory://', pgliteWaitLimitMs: 1500 })
    await handle.db.execute(sql`create table turns (id serial primary key, body text not null)`)
  })
  afterAll(() => handle.close())

  test("another connection never sees a transaction's uncommitted rows, nor runs inside it: it waits for the end", async () => {
    const pool = handle.pool
    const writer = await pool.connect()
    const reader = await pool.connect()
    try {
      await writer.query('begin')
      await writer.query(`insert into turns (body) values ('in flight')`)
      let answered = false
      const counted = reader.query('select count(*)::int as n from turns').then((result) => {
        answered = true
        return result.rows[0].n
      })
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(answered).toBe(false)
      await writer.query(`insert into turns (body) values ('also in flight')`)
      await writer.query('commit')
      expect(await counted).toBe(2)
      // A rolled-back transaction leaves nothing for the next reader either.
      await writer.query('begin')
      await writer.query(`insert into turns (body) values ('undone')`)
      const after = reader.query('select count(*)::int as n from turns')
      await writer.query('rollback')
      expect((await after).rows[0].n).toBe(2)
    } finally {
      writer.release()
      reader.release()
    }
  })

  test('each connection has its own prepared statements, even under the same name', async () => {
    const pool = handle.pool
    const [one, two] = [await pool.connect(), await pool.connect()]
    try {
      const asOne = await one.query({ name: 'same_name', text: 'select 1 as n' })
      const asTwo = await two.query({ name: 'same_name', text: "select 'two' as n" })
      expect([asOne.rows[0].n, asTwo.rows[0].n]).toEqual([1, 'two'])
      expect((await one.query({ name: 'same_name', text: 'select 1 as n' })).rows[0].n).toBe(1)
    } finally {
      one.release()
      two.release()
    }
  })

  test('many connections at once all get their own answers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => handle.pool.query({ name: 'echo', text: 'select $1::int as i', values: [i] })),
    )
    expect(answers.map((result) => result.rows[0].i)).toEqual(Array.from({ length: 40 }, (_, i) => i))
  })

  test("a statement stuck behind another connection's idle transaction fails after the wait limit instead of hanging", async () => {
    const pool = handle.pool
    const holder = await pool.connect()
    try {
      await holder.query('begin')
      await holder.query(`insert into turns (body) values ('held')`)
      await expect(pool.query('select count(*) from turns')).rejects.toMatchObject({ code: '55P03' })
      await holder.query('rollback')
      // The connection that waited is fine afterwards.
      expect((await pool.query('select count(*)::int as n from turns')).rows[0].n).toBe(2)
    } finally {
      holder.release()
    }
  })
})

describe('PGlite in its own thread, on a folder', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-thread-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  test('keeps what was written across a close and a new thread', async () => {
    const first = await openDatabase({ pgliteDir: path.join(dir, 'pglite') })
    await first.db.execute(sql`create table kept (v text)`)
    await first.db.execute(sql`insert into kept values ('still here')`)
    await first.close()
    const second = await openDatabase({ pgliteDir: path.join(dir, 'pglite') })
    try {
      expect((await second.pool.query('select v from kept')).rows).toEqual([{ v: 'still here' }])
    } finally {
      await second.close()
    }
  })

  test('says so clearly when the folder holds no database it can open', async () => {
    const broken = path.join(dir, 'broken')
    mkdirSync(broken)
    writeFileSync(path.join(broken, 'PG_VERSION'), 'not a version\n')
    await expect(openDatabase({ pgliteDir: broken })).rejects.toThrow(/embedded database/)
    // The folder is free again for a next try.
    expect(existsSync(`${broken}.pid`)).toBe(false)
  })
})
