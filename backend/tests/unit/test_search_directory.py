"""The dealership directory groups entries by name without the suffixes Parts, Service and Sales."""

from forecourt.search.directory import group_entries, group_name, matches
from forecourt.search.schemas import DirectoryEntry


def test_group_name_removes_parts_service_and_sales():
    assert group_name("Brisbane Toyota Sales") == "Brisbane Toyota"
    assert group_name("Brisbane Toyota Service") == "Brisbane Toyota"
    assert group_name("Brisbane Toyota Parts") == "Brisbane Toyota"
    assert group_name("Brisbane Toyota - Service") == "Brisbane Toyota"
    assert group_name("brisbane toyota SALES ") == "brisbane toyota"
    assert group_name("Brisbane Toyota Sales & Service") == "Brisbane Toyota Sales &"


def test_group_name_removes_repeated_suffixes_but_keeps_a_bare_suffix():
    assert group_name("Northside Sales Service") == "Northside"
    assert group_name("Service") == "Service"
    assert group_name("Salesforce Motors") == "Salesforce Motors"
    assert group_name("Autoparts") == "Autoparts"


def entry(name: str) -> DirectoryEntry:
    return DirectoryEntry(name=name, slug=name.lower().replace(" ", "-"), image=None, visible=True)


def test_entries_group_and_filter_by_query():
    entries = [entry(n) for n in ("Perth Kia Service", "Perth Kia Sales", "Albany Ford")]
    groups = group_entries(entries)
    assert [(g.name, [e.name for e in g.entries]) for g in groups] == [
        ("Albany Ford", ["Albany Ford"]),
        ("Perth Kia", ["Perth Kia Sales", "Perth Kia Service"]),
    ]
    assert [g.name for g in group_entries(entries, "kia serv")] == ["Perth Kia"]
    assert matches("Perth Kia Service", "PER") and not matches("Perth Kia", "erth")
