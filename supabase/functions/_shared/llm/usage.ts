// The daily cap on model use, kept in `llm_usage` so it holds across
// restarts and instances. A call first reserves its worst case (estimated
// prompt plus the full output limit) in one atomic statement that refuses
// when the day's cap would be passed; afterwards the reservation is replaced
// by what the provider reports it used.
import type { Database } from '../database.ts';
import type { TokenUsage } from './client.ts';
import type { LlmConfig } from './config.ts';

export interface Reservation {
  tokens: number;
  eur: number;
}

export function costEur(config: LlmConfig, usage: TokenUsage): number {
  if (!config.prices) return 0;
  return (usage.inputTokens * config.prices.inputPerMillion + usage.outputTokens * config.prices.outputPerMillion) / 1_000_000;
}

/** Reserves the call's worst case for today, or returns undefined when the daily cap is reached. */
export async function reserveUsage(db: Database, config: LlmConfig, estimatedInputTokens: number): Promise<Reservation | undefined> {
  const worstCase: TokenUsage = { inputTokens: estimatedInputTokens, outputTokens: config.maxOutputTokens };
  const reservation = { tokens: worstCase.inputTokens + worstCase.outputTokens, eur: costEur(config, worstCase) };
  if (reservation.tokens > config.dailyTokenCap) return undefined;
  if (config.dailyBudgetEur !== undefined && reservation.eur > config.dailyBudgetEur) return undefined;
  const rows = await db.query<{ day: string }>(
    `insert into public.llm_usage as u (day, reserved_tokens, reserved_eur)
     values ((now() at time zone 'utc')::date, $1, $2)
     on conflict (day) do update
       set reserved_tokens = u.reserved_tokens + excluded.reserved_tokens,
           reserved_eur = u.reserved_eur + excluded.reserved_eur
     where u.input_tokens + u.output_tokens + u.reserved_tokens + excluded.reserved_tokens <= $3
       and ($4::numeric is null or u.cost_eur + u.reserved_eur + excluded.reserved_eur <= $4::numeric)
     returning day::text`,
    [reservation.tokens, reservation.eur, config.dailyTokenCap, config.dailyBudgetEur ?? null],
  );
  return rows.length > 0 ? reservation : undefined;
}

/** Replaces a reservation by the tokens the call really used (none when it never reached the provider). */
export async function settleUsage(db: Database, config: LlmConfig, reservation: Reservation, usage: TokenUsage | undefined): Promise<void> {
  const used = usage ?? { inputTokens: 0, outputTokens: 0 };
  await db.query(
    `update public.llm_usage
        set reserved_tokens = greatest(0, reserved_tokens - $1),
            reserved_eur = greatest(0, reserved_eur - $2),
            input_tokens = input_tokens + $3,
            output_tokens = output_tokens + $4,
            cost_eur = cost_eur + $5,
            calls = calls + $6
      where day = (now() at time zone 'utc')::date`,
    [reservation.tokens, reservation.eur, used.inputTokens, used.outputTokens, costEur(config, used), usage ? 1 : 0],
  );
}
