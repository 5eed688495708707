import type { PriceSection } from './api';

/** One section's table: a row per item, its values in the section's columns. */
export function PriceTable({ section }: { section: PriceSection }) {
  const [first, ...rest] = section.columns;
  return (
    <table className="catalog-table">
      <caption className="visually-hidden">{section.title}</caption>
      <thead>
        <tr>
          <th scope="col">{first}</th>
          {rest.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {section.rows.map((row, index) => (
          <tr key={index}>
            <th scope="row">{row.label}</th>
            {row.values.map((value, column) => (
              <td key={column}>{value}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
