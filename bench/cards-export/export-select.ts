/**
 * The SELECT of every live card that the database's own COPY writes as the reference for the
 * export (the export's columns and order), shared by the PostgreSQL and the PGlite runs.
 */
export const EXPORT_SELECT = `
  select c.card_number, c.first_name, c.last_name, c.guardian_name, c.date_of_birth, c.gender, c.mobile, c.email, c.address, c.city, c.pincode,
         c.institution, c.id_proof_type, c.id_proof_last4, k.name, k.code, r.route_number, n.name, c.issue_date, c.valid_from, c.valid_until,
         c.status, c.fee_paid, c.payment_mode, c.receipt_number, c.block_reason
  from cards c join card_categories k on k.id = c.category_id join centers n on n.id = c.center_id left join routes r on r.id = c.route_id
  where c.deleted_at is null order by c.issue_date desc, c.id desc
`;
