/**
 * Reads kept a few seconds per owner (issue 9: what every page's header and every tab's
 * 30-second poll ask again and again). A write through the model drops its owners' reads at once
 * and again when its transaction commits, so this process never shows an owner less than they
 * wrote; another server process sees a change within `keepMs`.
 */
import type { Model, ModelStatic, Transaction } from "sequelize";
import { ambientTransaction } from "~/db.server";

interface OwnersReads {
  until: number;
  reads: Map<string, Promise<unknown>>;
}

export interface KeptReads {
  /** `load()`'s answer for this owner and question, kept `keepMs`. */
  read<T>(owner: number, question: string, load: () => Promise<T>): Promise<T>;
  /** Drops the owners' kept reads, or everyone's. */
  forget(owners?: Iterable<number>): void;
  /** How many owners have reads kept (expired ones are let go as new ones come). */
  readonly size: number;
}

export function keptReads(options: { keepMs: number; maxOwners: number }): KeptReads {
  const kept = new Map<number, OwnersReads>();
  return {
    read<T>(owner: number, question: string, load: () => Promise<T>): Promise<T> {
      // Inside a transaction a read may see what is not committed yet: never kept.
      if (ambientTransaction()) return load();
      const now = Date.now();
      let entry = kept.get(owner);
      if (!entry || entry.until <= now) {
        kept.delete(owner);
        // Entries are in the order they were made, all kept as long: the expired ones are first.
        // Letting them go here keeps only the last few seconds' owners in memory, not everyone
        // who ever polled (a list of 100 notifications is about 25 KB).
        for (const [oldest, reads] of kept) {
          if (reads.until > now) break;
          kept.delete(oldest);
        }
        if (kept.size >= options.maxOwners) kept.delete(kept.keys().next().value!);
        entry = { until: now + options.keepMs, reads: new Map() };
        kept.set(owner, entry);
      }
      const known = entry.reads.get(question) as Promise<T> | undefined;
      if (known) return known;
      const answer = load();
      const reads = entry.reads;
      reads.set(question, answer);
      // A failed read is not kept: the next request asks the database again.
      answer.catch(() => {
        if (reads.get(question) === answer) reads.delete(question);
      });
      return answer;
    },
    forget(owners?: Iterable<number>) {
      if (!owners) return kept.clear();
      for (const owner of owners) kept.delete(owner);
    },
    get size() {
      return kept.size;
    },
  };
}

type HookOptions = { transaction?: Transaction | null };

/**
 * Drops the kept reads of the owners a write to `model` touches: a created, saved or destroyed
 * row's owner; everyone's for a bulk update or delete (which rows it touched is not known), or
 * for any write when no `ownerOf` is given (reads about the whole firm).
 */
export function forgetOnWrite<M extends Model>(
  model: ModelStatic<M>,
  kept: KeptReads,
  ownerOf?: (row: M) => number | null | undefined,
) {
  const forget = (options: HookOptions | undefined, owners?: number[]) => {
    kept.forget(owners);
    // A read between the write and its commit would keep what was there before.
    const transaction = options?.transaction ?? ambientTransaction();
    transaction?.afterCommit(() => kept.forget(owners));
  };
  const ownersOf = (rows: M[]) =>
    ownerOf
      ? rows.map(ownerOf).filter((owner): owner is number => typeof owner === "number")
      : undefined;
  const name = "forget kept reads";
  // A create is a save too: afterSave alone covers both (afterCreate as well forgot twice).
  model.addHook("afterSave", name, (row: M, options: HookOptions) =>
    forget(options, ownersOf([row])),
  );
  model.addHook("afterDestroy", name, (row: M, options: HookOptions) =>
    forget(options, ownersOf([row])),
  );
  model.addHook("afterBulkCreate", name, (rows: M[], options: HookOptions) =>
    forget(options, ownersOf(rows)),
  );
  model.addHook("afterBulkUpdate", name, (options: HookOptions) => forget(options));
  model.addHook("afterBulkDestroy", name, (options: HookOptions) => forget(options));
  model.addHook("afterUpsert", name, (_result: unknown, options: HookOptions) => forget(options));
}
