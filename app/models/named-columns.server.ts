import { DataTypes, type Model, type ModelStatic } from "sequelize";

/**
 * Hand-written reads for the hottest statements (every signed-in request's session, the cases
 * list's page). Sequelize's query building and its instance bookkeeping cost several times the
 * statement itself there: the session look-up took 1.1 ms through `findOne` + `findByPk` and
 * 0.25 ms as one joined SELECT (bench database, SQLite). Columns come from the model, so a new
 * attribute is read without touching the statement.
 */
export interface NamedColumns<M extends Model> {
  /** `alias.column AS prefix_attribute, ...` for a SELECT list. */
  select: string;
  /** The attributes of one result row (by their prefixed names), dates as Date. */
  valuesOf(row: Record<string, unknown>): M["_attributes"];
}

const quote = (model: ModelStatic<Model>, name: string) =>
  model.sequelize!.getQueryInterface().quoteIdentifier(name);

/** A model's columns (or `only` these attributes) under `alias`, and how to read them back from a row. */
export function namedColumns<M extends Model>(
  model: ModelStatic<M>,
  alias: string,
  only?: ReadonlyArray<string>,
): NamedColumns<M> {
  const attributes = columnsOf(model, only, `${alias}_`);
  return {
    select: selectList(model, alias, attributes),
    valuesOf(row) {
      const values: Record<string, unknown> = {};
      for (const { name, label, isDate } of attributes) {
        values[name] = isDate ? asDate(row[label]) : row[label];
      }
      return values as M["_attributes"];
    },
  };
}

/**
 * `alias.column AS attribute, ...`: a model's columns (or `only` these) named as its attributes,
 * the row as a `raw` findAll answers it (values as the driver gives them).
 */
export function attributeColumns(
  model: ModelStatic<Model>,
  alias: string,
  only?: ReadonlyArray<string>,
): string {
  return selectList(model, alias, columnsOf(model, only, ""));
}

function columnsOf(
  model: ModelStatic<Model>,
  only: ReadonlyArray<string> | undefined,
  prefix: string,
) {
  return Object.entries(model.getAttributes())
    .filter(([name]) => !only || only.includes(name))
    .map(([name, attribute]) => ({
      name,
      label: `${prefix}${name}`,
      field: attribute.field ?? name,
      isDate: attribute.type instanceof DataTypes.DATE,
    }));
}

const selectList = (
  model: ModelStatic<Model>,
  alias: string,
  attributes: ReadonlyArray<{ field: string; label: string }>,
) =>
  attributes
    .map(({ field, label }) => `${alias}.${quote(model, field)} AS ${quote(model, label)}`)
    .join(", ");

/**
 * SQLite hands dates back as text (`2026-11-26 15:00:35.035 +00:00`), mysql2 as Date; a
 * hand-written read gives both the Date a model read would.
 */
export function asDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(value as string);
}

/** The quoted column that holds a model's attribute (`staffId` is `staff_id`). */
export function columnOf(model: ModelStatic<Model>, attribute: string): string {
  const definition = model.getAttributes()[attribute];
  if (!definition) throw new Error(`${model.name} has no attribute ${attribute}`);
  return quote(model, definition.field ?? attribute);
}

/** The table's quoted name, for a FROM or JOIN. */
export const tableOf = (model: ModelStatic<Model>) => quote(model, model.getTableName() as string);
