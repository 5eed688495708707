import type { Migration, MigrationProvider } from 'kysely';
import { initial } from './0001_initial';
import { orders } from './0002_orders';
import { reservations } from './0003_reservations';
import { sessions } from './0004_sessions';
import { formTokens } from './0005_form_tokens';
import { mailOutbox } from './0006_mail_outbox';
import { enquiryWorkflow } from './0007_enquiry_workflow';
import { sharedState } from './0008_shared_state';
import { repeatKeys } from './0009_repeat_keys';
import { loginDevices } from './0010_login_devices';

/**
 * Forward-only migrations, applied in name order at every start. Never edit a released migration:
 * add the next number instead.
 */
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_orders': orders,
  '0003_reservations': reservations,
  '0004_sessions': sessions,
  '0005_form_tokens': formTokens,
  '0006_mail_outbox': mailOutbox,
  '0007_enquiry_workflow': enquiryWorkflow,
  '0008_shared_state': sharedState,
  '0009_repeat_keys': repeatKeys,
  '0010_login_devices': loginDevices,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
