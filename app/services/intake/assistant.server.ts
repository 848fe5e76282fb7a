import { getEnv, type Env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import type { IntakeEngine } from "./engine";
import { localEngine } from "./local-engine";
import { createOpenAIEngine } from "./openai-engine.server";

/**
 * An engine that answers with `primary` and, when it fails in any way, logs why and lets
 * `fallback` answer the same turn, so the conversation goes on (DESIGN section 6).
 */
export function withFallback(primary: IntakeEngine, fallback: IntakeEngine): IntakeEngine {
  return {
    name: primary.name,
    async next(input) {
      try {
        return await primary.next(input);
      } catch (error) {
        logger.error("intake engine failed; the local engine answers this turn", {
          engine: primary.name,
          status: (error as { status?: number }).status,
          error: error instanceof Error ? error : String(error),
        });
        return fallback.next(input);
      }
    },
  };
}

let cached: { config: string; engine: IntakeEngine } | undefined;

/**
 * The intake assistant the environment asks for: the OpenAI engine when OPENAI_API_KEY is set
 * (with OPENAI_BASE_URL and OPENAI_MODEL), falling back to the local engine; else the local one.
 */
export function intakeAssistant(
  env: Pick<Env, "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "OPENAI_MODEL"> = getEnv(),
): IntakeEngine {
  if (!env.OPENAI_API_KEY) return localEngine;
  const config = JSON.stringify([env.OPENAI_API_KEY, env.OPENAI_BASE_URL, env.OPENAI_MODEL]);
  if (cached?.config !== config) {
    const openai = createOpenAIEngine({
      apiKey: env.OPENAI_API_KEY,
      baseURL: env.OPENAI_BASE_URL,
      model: env.OPENAI_MODEL,
    });
    cached = { config, engine: withFallback(openai, localEngine) };
  }
  return cached.engine;
}
