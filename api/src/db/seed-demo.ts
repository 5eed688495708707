// The demo data of a trial (SEED_DEMO=1): users, vouchers and what they own.
import { sql } from 'kysely';
import { hashPassword } from '../core/auth';
import type { Db } from './connection';
import { int, isDict, json, num, str, SeedError } from './seed-input';

const date = (v: unknown) => (typeof v === 'string' && v ? new Date(v) : null);

export async function loadDemo(db: Db, value: unknown, path: string): Promise<void> {
  if (!isDict(value)) throw new SeedError(`${path}: expected an object`);
  const userIds = new Map<string, number>();
  for (const u of Array.isArray(value.users) ? value.users.filter(isDict) : []) {
    const email = str(u.email, `${path} user.email`).toLowerCase();
    const password_hash = await hashPassword(str(u.password, `${path} user.password`));
    const row = await db
      .insertInto('users')
      .values({
        email,
        password_hash,
        name: String(u.name ?? ''),
        scope: json(Array.isArray(u.scope) ? u.scope : ['user']),
      })
      .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
      .returning('id')
      .executeTakeFirst();
    const id =
      row?.id ??
      (
        await db
          .selectFrom('users')
          .select('id')
          .where(sql`lower(email)`, '=', email)
          .executeTakeFirstOrThrow()
      ).id;
    userIds.set(email, id);
  }
  for (const v of Array.isArray(value.vouchers) ? value.vouchers.filter(isDict) : []) {
    const id = int(v.id, `${path} voucher`);
    const row = {
      code: str(v.code, `${path} voucher ${id}.code`),
      name: json(isDict(v.name) ? v.name : {}),
      service_type: String(v.serviceType ?? 'eshop'),
      discount_type: v.discountType === 'amount' ? ('amount' as const) : ('percent' as const),
      discount_value: num(v.discountValue, 0) ?? 0,
      active_from: date(v.activeFrom),
      active_to: date(v.activeTo),
      minimal_price: num(v.minimalPrice),
      quantity: num(v.quantity),
      quantity_per_user: num(v.quantityPerUser),
      user_id: typeof v.userEmail === 'string' ? (userIds.get(v.userEmail.toLowerCase()) ?? null) : null,
    };
    await db
      .insertInto('vouchers')
      .values({ id, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
  }
  for (const use of Array.isArray(value.voucherUses) ? value.voucherUses.filter(isDict) : []) {
    await db
      .insertInto('voucher_uses')
      .values({
        voucher_id: int(use.voucherId, `${path} voucherUse.voucherId`),
        email: typeof use.email === 'string' ? use.email.toLowerCase() : null,
        user_id: typeof use.userEmail === 'string' ? (userIds.get(use.userEmail.toLowerCase()) ?? null) : null,
        cart_id: null,
        ...(typeof use.usedAt === 'string' ? { used_at: use.usedAt } : {}),
      })
      .execute();
  }
}
