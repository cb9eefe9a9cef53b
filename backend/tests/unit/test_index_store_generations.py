"""Index files never outlive the server that wrote them: `forecourt serve` starts a generation its
workers inherit and clears those a crashed server left a day ago; an app of its own removes its
directory when it stops."""

import os
import time

from forecourt.core.settings import Settings
from forecourt.search.index_store import (
    LEFT_BEHIND_SECONDS,
    index_store,
    start_generation,
    stores_root,
)


def test_serve_starts_a_generation_for_its_workers_and_clears_old_ones(tmp_path, monkeypatch):
    settings = Settings(var_dir=tmp_path)
    root = stores_root(settings)
    left, recent = root / "crashed", root / "other-server"
    for directory in (left, recent):
        directory.mkdir(parents=True)
    old = time.time() - LEFT_BEHIND_SECONDS - 60
    os.utime(left, (old, old))

    directory = start_generation(settings)
    assert not left.exists() and recent.exists()
    # What each worker makes: its settings name the server's generation.
    store = index_store(Settings(var_dir=tmp_path, index_generation=directory.name))
    assert store is not None and store.directory == directory and not store.owned
    store.directory.mkdir()
    store.close()
    assert directory.exists()  # a worker stopping leaves it to the others


def test_an_app_of_its_own_removes_its_directory(tmp_path, monkeypatch):
    monkeypatch.delenv("FORECOURT_INDEX_GENERATION", raising=False)
    store = index_store(Settings(var_dir=tmp_path))
    assert store is not None and store.owned
    store.directory.mkdir(parents=True)
    store.close()
    assert not store.directory.exists()
    assert index_store(Settings(var_dir=tmp_path, search_index_shared=False)) is None
