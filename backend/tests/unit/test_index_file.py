"""The index file: named arrays written once and mapped read-only, as they were."""

import numpy as np
import pytest

from forecourt.search.index_file import ALIGN, map_arrays, write_arrays


def test_arrays_come_back_as_written_read_only_and_aligned(tmp_path):
    arrays = {
        ("ids",): np.arange(5, dtype=np.int64),
        ("stock", "make"): np.array(["Toyota", "Mazda", "Škoda", "", "Kia"], dtype=np.str_),
        ("features", "Sunroof / moonroof"): np.array([True, False, True, False, True]),
        ("numbers", "price"): np.array([1.5, np.nan, 3.0, 0.0, -2.0]),
        ("text", "rows"): np.empty(0, dtype=np.int64),
        ("grid",): np.arange(6, dtype=np.int32).reshape(2, 3),
    }
    path = tmp_path / "index" / "1-2-abc.idx"
    write_arrays(path, arrays)
    mapped = map_arrays(path)
    assert list(mapped) == list(arrays)
    for name, array in arrays.items():
        np.testing.assert_array_equal(mapped[name], array)
        assert mapped[name].dtype == array.dtype and mapped[name].shape == array.shape
    for name in arrays:
        if mapped[name].size:
            assert not mapped[name].flags.writeable
            assert mapped[name].ctypes.data % ALIGN == 0
    with pytest.raises(ValueError):
        mapped[("ids",)][0] = 7
    assert [p.name for p in path.parent.iterdir()] == ["1-2-abc.idx"]  # no temporary left


def test_object_arrays_are_refused_and_nothing_is_left_half_written(tmp_path):
    path = tmp_path / "x.idx"
    with pytest.raises(TypeError):
        write_arrays(path, {("labels",): np.array(["a", None], dtype=object)})
    assert list(tmp_path.iterdir()) == []


def test_a_file_of_something_else_is_not_read_as_an_index(tmp_path):
    path = tmp_path / "x.idx"
    path.write_bytes(b"not an index file at all")
    with pytest.raises(ValueError):
        map_arrays(path)
