"""The route chunks a page preloads: its module and what it imports, not what the entry loads."""

import json

from forecourt.pages.route_chunks import MANIFEST, modulepreload_links, route_chunks

BUILD = {
    "index.html": {"file": "assets/index-1.js", "isEntry": True, "imports": ["_react-2.js"]},
    "_react-2.js": {"file": "assets/react-2.js"},
    "src/app/routes/car.tsx": {
        "file": "assets/car-3.js",
        "imports": ["index.html", "_react-2.js", "_gallery-4.js", "_dialog-5.js"],
    },
    "_gallery-4.js": {"file": "assets/gallery-4.js", "imports": ["_dialog-5.js"]},
    "_dialog-5.js": {"file": "assets/dialog-5.js"},
}


def built(tmp_path):
    (tmp_path / ".vite").mkdir()
    (tmp_path / MANIFEST).write_text(json.dumps(BUILD))
    return tmp_path


def test_a_route_preloads_its_chunk_and_imports_once_each_without_the_entrys(tmp_path):
    chunks = route_chunks(built(tmp_path), "src/app/routes/car.tsx")
    assert chunks == ["/assets/car-3.js", "/assets/gallery-4.js", "/assets/dialog-5.js"]
    assert modulepreload_links(chunks[:1]) == (
        '<link rel="modulepreload" crossorigin href="/assets/car-3.js">'
    )


def test_an_unknown_module_or_an_unbuilt_app_preloads_nothing(tmp_path):
    assert route_chunks(built(tmp_path), "src/app/routes/nothing.tsx") == []
    assert route_chunks(tmp_path / "missing", "src/app/routes/car.tsx") == []
