/**
 * What one turn of the local intake engine costs at turn 1 and at turn 30 of a conversation of
 * long messages (issue 35): `npx tsx scripts/intake-turn-cost.ts`. A client who never gives a way
 * to reach them keeps the assistant asking, and writes ~3,900 characters every time: either more
 * of their story (new sentences each turn, so the story grows by as much) or small talk that adds
 * nothing to it. Each turn is timed on its own (median of several runs), with the reading the
 * session keeps handed from turn to turn as intake.server.ts does.
 */
import { performance } from "node:perf_hooks";
import type { IntakeExtractedData } from "../app/utils/domain";
import { GREETING, type TranscriptMessage } from "../app/services/intake/engine";
import { localIntakeTurn } from "../app/services/intake/local-engine";

const TURNS = 30;
const RUNS = 9;

/** About 3,900 characters, different on every turn (so nothing is read twice for free). */
function longMessage(turn: number, story: boolean): string {
  const parts: string[] = [];
  for (let i = 0; parts.join(" ").length < 3_800; i++) {
    const n = turn * 100 + i;
    parts.push(
      story
        ? `On visit ${n} the landlord refused to return my deposit of $${n} and threatened eviction again before the hearing on the ${(i % 27) + 1}th.`
        : `Walk ${n} with the dog took us past the bakery and the river, where we counted ${n} ducks and a heron.`,
    );
  }
  const opening = turn === 0 ? "My name is Sam Patel." : "I would rather not give contact details.";
  return `${opening} ${parts.join(" ")}`;
}

function conversation(story: boolean): number[] {
  const messages: TranscriptMessage[] = [{ role: "assistant", content: GREETING }];
  let extractedData: IntakeExtractedData = {};
  let reading: unknown = null;
  const times: number[] = [];
  for (let turn = 0; turn < TURNS; turn++) {
    messages.push({ role: "user", content: longMessage(turn, story) });
    // Older versions of the engine take no reading and give none: they read it all each turn.
    const input = { messages: [...messages], extractedData, reading };
    const started = performance.now();
    const result: ReturnType<typeof localIntakeTurn> & { reading?: unknown } =
      localIntakeTurn(input);
    times.push(performance.now() - started);
    extractedData = result.extractedData;
    reading = result.reading ?? null;
    messages.push({ role: "assistant", content: result.reply });
    if (result.isComplete) throw new Error(`The conversation completed at turn ${turn + 1}`);
  }
  return times;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

for (const story of [true, false]) {
  const runs = Array.from({ length: RUNS }, () => conversation(story));
  const at = (turn: number) => median(runs.map((times) => times[turn - 1]));
  console.log(
    `\nLocal intake engine, ${TURNS} turns of ~3,900-character messages ${
      story ? "that each add to the story" : "that add nothing to the story"
    } (median of ${RUNS} runs)`,
  );
  for (const turn of [1, 2, 10, 20, 30]) {
    console.log(`turn ${String(turn).padStart(2)}: ${at(turn).toFixed(2)} ms`);
  }
  console.log(`turn 30 / turn 1: ${(at(30) / at(1)).toFixed(1)}x`);
}
