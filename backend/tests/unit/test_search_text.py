"""Free text: words are runs of ASCII letters and digits; query words prefix-match them."""

from forecourt.search.text import words


def test_words_are_lower_case_runs_of_letters_and_digits():
    assert words("Toyota Hi-Lux SR5 (4x4)") == ["toyota", "hi", "lux", "sr5", "4x4"]
    assert words("CX-5 MY22") == ["cx", "5", "my22"]
    assert words("") == [] and words(None) == []


def test_only_ascii_letters_count_as_letters():
    # The same as SQLite's lower(): accented letters separate words in both backends.
    assert words("Škoda Citroën") == ["koda", "citro", "n"]
