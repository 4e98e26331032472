// The daily cap on model use, kept in `llm_usage` so it holds across
// restarts, instances and concurrent calls. A call first reserves its worst
// case in one conditional upsert that refuses when the day's cap would be
// passed; only then does it call the provider; afterwards the reservation is
// replaced by what the call really used (settleUsage). Because the worst case
// is a true upper bound (promptTokenBound, the output limit), no number of
// concurrent calls can spend past the cap.
import type { Database } from '../database.ts';
import type { TokenUsage } from './client.ts';
import type { LlmConfig } from './config.ts';

export interface Reservation {
  /** The UTC day the reservation was made on, which the settlement updates even after midnight. */
  day: string;
  tokens: number;
  eur: number;
}

/** llm_usage keeps euro amounts to the micro-euro (numeric(12, 6)). */
const MICRO = 1_000_000;

/** Rounded up to the micro-euro, so a reservation never holds less than the call can cost. */
function microEurUp(eur: number): number {
  return Math.ceil(Number((eur * MICRO).toFixed(3))) / MICRO;
}

function microEur(eur: number): number {
  return Math.round(eur * MICRO) / MICRO;
}

export function costEur(config: LlmConfig, usage: TokenUsage): number {
  if (!config.prices) return 0;
  return (usage.inputTokens * config.prices.inputPerMillion + usage.outputTokens * config.prices.outputPerMillion) / 1_000_000;
}

/**
 * Reserves the call's worst case for today (`promptBound` prompt tokens plus
 * the full output limit), or returns undefined when the daily token or euro
 * cap would be passed.
 */
export async function reserveUsage(db: Database, config: LlmConfig, promptBound: number): Promise<Reservation | undefined> {
  const worstCase: TokenUsage = { inputTokens: promptBound, outputTokens: config.maxOutputTokens };
  const tokens = worstCase.inputTokens + worstCase.outputTokens;
  const eur = microEurUp(costEur(config, worstCase));
  if (tokens > config.dailyTokenCap) return undefined;
  if (config.dailyBudgetEur !== undefined && eur > config.dailyBudgetEur) return undefined;
  // One statement: the row lock of the upsert serialises concurrent calls,
  // and each sees the reservations of those before it.
  const rows = await db.query<{ day: string }>(
    `insert into public.llm_usage as u (day, reserved_tokens, reserved_eur)
     values ((now() at time zone 'utc')::date, $1, $2)
     on conflict (day) do update
       set reserved_tokens = u.reserved_tokens + excluded.reserved_tokens,
           reserved_eur = u.reserved_eur + excluded.reserved_eur
     where u.input_tokens + u.output_tokens + u.reserved_tokens + excluded.reserved_tokens <= $3
       and ($4::numeric is null or u.cost_eur + u.reserved_eur + excluded.reserved_eur <= $4::numeric)
     returning day::text`,
    [tokens, eur, config.dailyTokenCap, config.dailyBudgetEur ?? null],
  );
  const day = rows[0]?.day;
  return day ? { day, tokens, eur } : undefined;
}

/**
 * Replaces a reservation by what the call used: the provider's counts where
 * it reported them, our estimate where it did not (marked `estimated`), and
 * nothing when the call never reached the provider or was refused by it.
 */
export async function settleUsage(db: Database, config: LlmConfig, reservation: Reservation, usage: TokenUsage | undefined): Promise<void> {
  const used = usage ?? { inputTokens: 0, outputTokens: 0 };
  if (used.inputTokens + used.outputTokens > reservation.tokens) {
    // Only a tokenizer that makes more tokens than bytes could do this; the cap may then be passed by the difference.
    console.warn(`[llm] a call used ${used.inputTokens + used.outputTokens} tokens but reserved ${reservation.tokens}.`);
  }
  await db.query(
    `update public.llm_usage
        set reserved_tokens = greatest(0, reserved_tokens - $1),
            reserved_eur = greatest(0, reserved_eur - $2),
            input_tokens = input_tokens + $3,
            output_tokens = output_tokens + $4,
            cost_eur = cost_eur + $5,
            calls = calls + $6,
            estimated_calls = estimated_calls + $7
      where day = $8::date`,
    [
      reservation.tokens,
      reservation.eur,
      used.inputTokens,
      used.outputTokens,
      microEur(costEur(config, used)),
      usage ? 1 : 0,
      usage?.estimated ? 1 : 0,
      reservation.day,
    ],
  );
}
