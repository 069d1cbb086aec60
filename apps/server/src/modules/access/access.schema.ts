/** People and access (docs/domain.md "Admin user", "Role", "Permission"): admin users, roles, permissions, password resets. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/database/columns.ts';
import { centers } from '../centers/centers.schema.ts';

export const adminUsers = pgTable(
  'admin_users',
  {
    id: id(),
    first_name: varchar('first_name', { length: 100 }).notNull(),
    last_name: varchar('last_name', { length: 100 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull(),
    mobile: varchar('mobile', { length: 20 }),
    password_hash: text('password_hash').notNull(),
    profile_image: text('profile_image'),
    user_type: varchar('user_type', { length: 20, enum: ['super_admin', 'admin', 'staff'] }).notNull().default('staff'),
    center_id: integer('center_id').references(() => centers.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 10, enum: ['active', 'inactive'] }).notNull().default('active'),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    password_changed_at: timestamp('password_changed_at', { withTimezone: true }),
    /** Set by a password an operator generated (`passdesk admin reset-password`): only Change Password opens until the user chooses one. */
    must_change_password: boolean('must_change_password').notNull().default(false),
    ...timestamps(),
  },
  (t) => [uniqueIndex('admin_users_email_lower_key').on(sql`lower(${t.email})`)],
);

export const permissions = pgTable(
  'permissions',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    system: boolean('system').notNull().default(false),
    ...timestamps(),
  },
  (t) => [uniqueIndex('permissions_name_lower_key').on(sql`lower(${t.name})`)],
);

export const roles = pgTable(
  'roles',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    /** Holders sign in with a second factor (docs/api.md "Second factor"); on for Super Admin. */
    requires_second_factor: boolean('requires_second_factor').notNull().default(false),
    ...timestamps(),
  },
  (t) => [uniqueIndex('roles_name_lower_key').on(sql`lower(${t.name})`)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission_id: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
    can_read: boolean('can_read').notNull().default(false),
    can_create: boolean('can_create').notNull().default(false),
    can_update: boolean('can_update').notNull().default(false),
    can_delete: boolean('can_delete').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.permission_id] }), index('role_permissions_permission_idx').on(t.permission_id)],
);

/** A user's roles, in order: position 0 is the role the panel's route guard checks. */
export const userRoles = pgTable(
  'user_roles',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role_id] }), index('user_roles_role_idx').on(t.role_id)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    email: varchar('email', { length: 254 }).notNull(),
    user_id: integer('user_id').references(() => adminUsers.id, { onDelete: 'cascade' }),
    otp_hash: text('otp_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    used_at: timestamp('used_at', { withTimezone: true }),
    reset_token_hash: text('reset_token_hash'),
    reset_token_expires_at: timestamp('reset_token_expires_at', { withTimezone: true }),
    reset_at: timestamp('reset_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_email_idx').on(sql`lower(${t.email})`)],
);
