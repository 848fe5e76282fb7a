/** The bytes of a stored file, read back as they are sent. */
export interface StoredBytes {
  stream: ReadableStream<Uint8Array>;
  size: number;
}

/**
 * Where stored files' bytes live. The storage module (../storage.server.ts) hands a driver only
 * keys that passed its guard, and a source already limited in size.
 */
export interface StorageDriver {
  /** Writes every byte of `source` under a new `key`; on any failure nothing stays under it. */
  write(key: string, source: AsyncIterable<Uint8Array>): Promise<number>;
  /** The bytes under `key` as a stream, or null when there are none. */
  read(key: string): Promise<StoredBytes | null>;
  /** Removes the bytes under `key`; a key with none is not an error. */
  remove(key: string): Promise<void>;
}
