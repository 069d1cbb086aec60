/** Placeholder rows shaped like the table while its first page loads. */
import { Skeleton, TableCell, TableRow } from '@mui/material';

export function TableSkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <TableRow key={row} aria-hidden="true">
      {Array.from({ length: columns }, (__, column) => (
        <TableCell key={column}>
          <Skeleton variant="text" width={column === 0 ? '70%' : '50%'} />
        </TableCell>
      ))}
    </TableRow>
  ));
}
