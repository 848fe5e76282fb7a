import { StoredFile, StoredFileChunk } from "~/models/index.server";
import type { StorageDriver } from "./driver";

/** A chunk row's size: small enough for any max_allowed_packet, large enough to be few rows. */
export const CHUNK_BYTES = 256 * 1024;

/** Cuts a stream of pieces of any size into pieces of exactly `size` bytes (the last: fewer). */
async function* rechunk(source: AsyncIterable<Uint8Array>, size: number) {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of source) {
    pending.push(Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength));
    pendingBytes += piece.byteLength;
    if (pendingBytes < size) continue;
    let joined = Buffer.concat(pending, pendingBytes);
    while (joined.byteLength >= size) {
      // A copy, so the row does not keep the whole joined buffer alive.
      yield Buffer.from(joined.subarray(0, size));
      joined = joined.subarray(size);
    }
    pending = joined.byteLength ? [Buffer.from(joined)] : [];
    pendingBytes = joined.byteLength;
  }
  if (pendingBytes) yield Buffer.concat(pending, pendingBytes);
}

async function removeRows(key: string) {
  await StoredFileChunk.destroy({ where: { storageKey: key } });
  await StoredFile.destroy({ where: { storageKey: key } });
}

/**
 * STORAGE_DRIVER=database: the bytes in the database every app server already shares, one row per
 * 256 KB chunk. Written chunk by chunk as the upload streams in, read chunk by chunk as the
 * download is sent; at most one chunk is in memory either way.
 */
export const databaseDriver: StorageDriver = {
  async write(key, source) {
    await StoredFile.create({ storageKey: key, size: null });
    let size = 0;
    let seq = 0;
    try {
      for await (const data of rechunk(source, CHUNK_BYTES)) {
        await StoredFileChunk.create({ storageKey: key, seq: seq++, data });
        size += data.byteLength;
      }
      // Readable from now on.
      await StoredFile.update({ size }, { where: { storageKey: key } });
    } catch (error) {
      await removeRows(key);
      throw error;
    }
    return size;
  },

  async read(key) {
    const file = await StoredFile.findByPk(key);
    if (!file || file.size === null) return null;
    const size = file.size;
    let seq = 0;
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent >= size) return controller.close();
        const chunk = await StoredFileChunk.findOne({
          where: { storageKey: key, seq: seq++ },
          attributes: ["data"],
        });
        if (!chunk) return controller.error(new Error(`stored file ${key} is missing a chunk`));
        sent += chunk.data.byteLength;
        controller.enqueue(chunk.data);
      },
    });
    return { stream, size };
  },

  async remove(key) {
    await removeRows(key);
  },
};
