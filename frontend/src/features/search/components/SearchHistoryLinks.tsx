/** This browser's recent searches on this site as a plain list of links, or what the list will
 * hold: the garage page shows it (its route hands it in). */
import { Link } from "../../../components/ui/Link";
import { useSite } from "../../../lib/site";
import { HISTORY_SIZE, readHistory } from "../lib/history";

export function SearchHistoryLinks({ linkClassName }: { linkClassName: string }) {
  const site = useSite();
  const history = readHistory(site.slug);
  return history.length ? (
    <ul className="flex flex-col gap-2">
      {history.map((h) => (
        <li key={h.path}>
          <Link href={h.path} className={linkClassName}>
            {h.label}
          </Link>
        </li>
      ))}
    </ul>
  ) : (
    <p>{`Your last ${HISTORY_SIZE} searches on this device show here.`}</p>
  );
}
