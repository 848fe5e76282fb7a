/** The named fields of a record (a model row's attributes), as they are. */
export function pick<T, K extends keyof T>(record: T, ...keys: K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = record[key];
  return picked;
}

/** A moment as ISO text: how every response carries dates and times. */
export const iso = (moment: Date | string | number) => new Date(moment).toISOString();
