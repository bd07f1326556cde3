/** Placeholder rows while the first page loads, so the layout does not jump when data lands. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <tr key={row} role="row" className="ui-data-table__skeleton" aria-hidden="true">
      {Array.from({ length: columns }, (_, column) => (
        <td key={column} role="cell">
          <span className="ui-skeleton" />
        </td>
      ))}
    </tr>
  ));
}
