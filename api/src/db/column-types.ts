import type { ColumnType } from 'kysely';

/** JSON columns are written as JSON text and read back parsed. */
export type Json<T> = ColumnType<T, string, string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric columns: parsed to number by the connection, written as number. */
export type Num = ColumnType<number, number | string, number | string>;
export type NullableNum = ColumnType<number | null, number | string | null | undefined, number | string | null>;
