"""Prints the backend's packages floor by floor, top first, each with the packages it imports
(`make layers`). The floors are the import contract's, in pyproject.toml; `make lint` keeps them."""

import tomllib
from pathlib import Path

import grimp

ROOT = "forecourt"


def floors() -> list[list[str]]:
    config = tomllib.loads((Path(__file__).parents[1] / "pyproject.toml").read_text())
    contract = next(c for c in config["tool"]["importlinter"]["contracts"] if c["type"] == "layers")
    return [[name.strip() for name in floor.split("|")] for floor in contract["layers"]]


def main() -> None:
    graph = grimp.build_graph(ROOT)
    for number, floor in enumerate(floors()):
        print(f"floor {len(floors()) - number:>2}")
        for package in floor:
            module = f"{ROOT}.{package}"
            imported = {
                m.removeprefix(f"{ROOT}.").split(".")[0]
                for inner in graph.find_descendants(module) | {module}
                for m in graph.find_modules_directly_imported_by(inner)
                if m.startswith(f"{ROOT}.")
            } - {package}
            print(f"  {package:<13} -> {', '.join(sorted(imported)) or '(nothing of ours)'}")


if __name__ == "__main__":
    main()
