import type { EntityManager } from 'typeorm';

/** A draw's day (YYYY-MM-DD), for the bot's messages (a read of the draw module's table). */
export async function drawDayOf(manager: EntityManager, drawId: string): Promise<string> {
  const rows: Array<{ day: string }> = await manager.query(
    `SELECT to_char(draw_date, 'YYYY-MM-DD') AS day FROM game_event WHERE id = $1`,
    [drawId],
  );
  return rows[0]!.day;
}
