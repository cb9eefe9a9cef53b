/** A feed's bad rows, as the import's dry run and a refused scheduled fetch list them. */
export function ProblemList({ problems }: { problems: { row: number | null; field: string; message: string }[] }) {
  return (
    <ul className="list-disc pl-6 text-sm">
      {problems.map((p, i) => <li key={i}>{p.row === null ? `${p.field}: ${p.message}` : `Row ${p.row}, ${p.field}: ${p.message}`}</li>)}
    </ul>
  );
}
