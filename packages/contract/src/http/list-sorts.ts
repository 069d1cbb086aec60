/**
 * The fields each list sorts by (its `sort` query parameter), every list's in one file without zod:
 * the panel's list screens read them without loading the schemas, which come with a form
 * (docs/architecture.md, First load). Each schema file re-exports its list's.
 */
/** master-data/route */
export const ROUTE_SORTS = ['route_number', 'name', 'origin', 'destination', 'distance_km', 'status', 'created_at'] as const;
/** master-data/center */
export const CENTER_SORTS = ['name', 'code', 'city', 'status', 'created_at'] as const;
/** master-data/category */
export const CATEGORY_SORTS = ['name', 'code', 'validity_days', 'fee', 'renewal_fee', 'status', 'created_at'] as const;
/** access/role-payloads */
export const ROLE_SORTS = ['name', 'user_count', 'created_at', 'updated_at'] as const;
/** access/admin-user-payloads */
export const ADMIN_USER_SORTS = ['first_name', 'last_name', 'email', 'user_type', 'status', 'last_login_at', 'created_at'] as const;
/** access/permission-payloads */
export const PERMISSION_SORTS = ['name', 'system', 'id'] as const;
/** mobile/mobile-user */
export const MOBILE_USER_SORTS = ['name', 'employee_code', 'mobile', 'status', 'last_seen_at', 'created_at'] as const;
/** cards/card-list */
export const CARD_SORTS = ['issue_date', 'valid_until', 'card_number', 'name', 'created_at'] as const;
/** renewals/renewal */
export const EXPIRED_SORTS = ['valid_until', 'card_number', 'first_name', 'category', 'center'] as const;
/** renewals/renewal */
export const RENEWED_SORTS = ['renewed_at', 'card_number', 'valid_until', 'fee_paid'] as const;
/** delete-cards/delete-cards */
export const DELETED_CARD_SORTS = ['deleted_at', 'card_number', 'name'] as const;
/** applications/application */
export const APPLICATION_SORTS = ['submitted_at', 'name', 'application_number', 'reviewed_at'] as const;
/** offences/offence */
export const OFFENCE_SORTS = ['name', 'code', 'penalty_amount', 'status', 'created_at'] as const;
/** mobile/scan */
export const CARD_SCAN_SORTS = ['scanned_at', 'received_at', 'result', 'card_number'] as const;
/** reports/report */
export const REPORT_SORTS = ['created_at'] as const;
/** audit/audit */
export const AUDIT_SORTS = ['occurred_at', 'action', 'entity'] as const;
