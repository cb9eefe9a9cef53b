"""Reads a stock feed (CSV or JSON) into validated rows, or refuses the whole file. Pure: no database.

Every row is validated before anything is written; the refusal names each bad row by the file's
own row number (a CSV's header is row 1, so its first car is row 2, as a spreadsheet shows it; a
JSON list's first car is row 1), the field and the problem: `row 3, field price: ...`.
"""

import csv
import io
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import ValidationError

from forecourt.core.errors import InvalidInput
from forecourt.inventory.feed_format import FeedRow

FeedFormat = Literal["csv", "json"]
MAX_REPORTED = 20  # a file with thousands of bad rows gets a readable refusal
# The file's own number of its first car: a CSV's header is row 1.
FIRST_ROW: dict[str, int] = {"csv": 2, "json": 1}


@dataclass(frozen=True)
class FeedProblem:
    row: int | None  # the file's own row number (FIRST_ROW); None for the file itself
    field: str
    message: str

    def __str__(self) -> str:
        where = f"row {self.row}, field {self.field}" if self.row is not None else self.field
        return f"{where}: {self.message}"


class FeedRefused(InvalidInput):
    """The feed was refused whole; nothing was written."""

    def __init__(self, problems: Sequence[FeedProblem]) -> None:
        self.problems = list(problems)
        lines = [str(p) for p in self.problems[:MAX_REPORTED]]
        if len(self.problems) > MAX_REPORTED:
            lines.append(f"... and {len(self.problems) - MAX_REPORTED} more problems")
        first = self.problems[0] if self.problems else None
        super().__init__("\n".join(lines), field=first.field if first else None)


def feed_format(path: Path) -> FeedFormat:
    suffix = path.suffix.lower()
    if suffix in (".csv", ".json"):
        return "csv" if suffix == ".csv" else "json"
    raise FeedRefused(
        [FeedProblem(None, "file", f"{path.name}: a feed must be a .csv or .json file")]
    )


def read_records(text: str, fmt: FeedFormat) -> list[dict[str, Any]]:
    """The feed's rows as plain dicts (cell text for CSV, values as given for JSON)."""
    if fmt == "csv":
        reader = csv.DictReader(io.StringIO(text))
        if not reader.fieldnames:
            raise FeedRefused([FeedProblem(None, "file", "the CSV file has no header row")])
        records: list[dict[str, Any]] = []
        for record in reader:
            if None in record:  # more cells than header columns
                row = len(records) + FIRST_ROW["csv"]
                raise FeedRefused([FeedProblem(row, "file", "more cells than header columns")])
            records.append(dict(record))
        return records
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise FeedRefused(
            [FeedProblem(None, "file", f"not valid JSON ({exc.msg}, line {exc.lineno})")]
        ) from exc
    if isinstance(data, dict) and isinstance(data.get("cars"), list):
        data = data["cars"]
    if not isinstance(data, list):
        raise FeedRefused(
            [FeedProblem(None, "file", 'JSON feeds are a list of cars or {"cars": [...]}')]
        )
    return data


def _problems(row: int, exc: ValidationError) -> list[FeedProblem]:
    out = []
    for err in exc.errors():
        loc = [str(p) for p in err["loc"]]
        field = loc[0] if loc else "row"
        if len(loc) > 1:
            field += f" (item {int(loc[1]) + 1})" if loc[1].isdigit() else f".{'.'.join(loc[1:])}"
        message = err["msg"].removeprefix("Value error, ")
        if err["type"] == "extra_forbidden":
            message = "unknown column (see docs/stock-import.md for the feed's columns)"
        elif err["type"] == "model_type":
            message = "each car must be an object of column: value pairs"
        out.append(FeedProblem(row, field, message))
    return out


def validate_records(records: Sequence[Any], first_row: int = 1) -> list[FeedRow]:
    """Every record validated, then duplicates checked; any problem refuses the whole feed.
    `first_row`: the file's own number of the first record (FIRST_ROW)."""
    rows: list[FeedRow] = []
    problems: list[FeedProblem] = []
    for number, record in enumerate(records, start=first_row):
        try:
            rows.append(FeedRow.model_validate(record))
        except ValidationError as exc:
            problems += _problems(number, exc)
    if problems:
        raise FeedRefused(problems)
    problems = _duplicates(rows, first_row)
    if problems:
        raise FeedRefused(problems)
    if not rows:
        raise FeedRefused([FeedProblem(None, "file", "the feed has no cars")])
    return rows


def _duplicates(rows: Sequence[FeedRow], first_row: int) -> list[FeedProblem]:
    problems = []
    seen_stock: dict[str, int] = {}
    seen_vin: dict[str, int] = {}
    for number, row in enumerate(rows, start=first_row):
        key = row.stocknum
        if key in seen_stock:
            problems.append(
                FeedProblem(
                    number,
                    "stocknum",
                    f"stock number {row.stocknum} is also on row {seen_stock[key]}",
                )
            )
        seen_stock.setdefault(key, number)
        if row.vin:
            if row.vin in seen_vin:
                problems.append(
                    FeedProblem(number, "vin", f"VIN {row.vin} is also on row {seen_vin[row.vin]}")
                )
            seen_vin.setdefault(row.vin, number)
    return problems


def parse_feed(text: str, fmt: FeedFormat) -> list[FeedRow]:
    return validate_records(read_records(text, fmt), FIRST_ROW[fmt])


def read_feed_file(path: Path) -> list[FeedRow]:
    fmt = feed_format(path)
    try:
        text = path.read_text(encoding="utf-8-sig")  # Excel writes a byte order mark
    except (OSError, UnicodeDecodeError) as exc:
        raise FeedRefused([FeedProblem(None, "file", f"cannot read {path.name}: {exc}")]) from exc
    return parse_feed(text, fmt)
