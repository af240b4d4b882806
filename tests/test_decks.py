"""Tests for plain-text decklist parsing (manastack.decks)."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from manastack.decks import MAX_COPIES, Deck, DeckError, load_deck, parse_decklist

KNOWN = frozenset(
    {
        "Lightning Bolt",
        "Lightning Strike",
        "Lightning Helix",
        "Mountain",
        "Island",
        "Goblin Guide",
        "Monastery Swiftspear",
        "Lurrus of the Dream-Den",
        "Smash to Smithereens",
        "Fire // Ice",
        "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki",
        "Jace, the Mind Sculptor",
        "Lim-Dûl's Vault",
        "Imaginary Friends (Plane)",
    }
)


def parse(text: str, **kwargs) -> Deck:
    kwargs.setdefault("known", KNOWN)
    kwargs.setdefault("source", "test.txt")
    return parse_decklist(text, **kwargs)


def counts(cards: tuple[str, ...]) -> dict[str, int]:
    return dict(Counter(cards))


# --- Arena format -------------------------------------------------------------------------

ARENA = """\
About
Name Burn Arena

Companion
1 Lurrus of the Dream-Den (IKO) 226

Deck
4 Lightning Bolt (M10) 146
4 Goblin Guide (ZEN) 126

12 Mountain (ANB) 114

Sideboard
1 Lurrus of the Dream-Den (IKO) 226
2 Smash to Smithereens (ALA) 114
"""


def test_arena_export_with_headers_and_printings() -> None:
    deck = parse(ARENA)
    assert deck.name == "Burn Arena"
    assert counts(deck.main) == {"Lightning Bolt": 4, "Goblin Guide": 4, "Mountain": 12}
    # Blank lines inside an Arena section do not start the sideboard.
    assert len(deck.main) == 20
    # The companion is listed twice by Arena but is one sideboard card.
    assert counts(deck.sideboard) == {"Lurrus of the Dream-Den": 1, "Smash to Smithereens": 2}


def test_main_deck_keeps_file_order_one_entry_per_copy() -> None:
    deck = parse("Deck\n2 Island\n1 Lightning Bolt\n")
    assert deck.main == ("Island", "Island", "Lightning Bolt")
    assert deck.sideboard == ()


def test_companion_without_sideboard_section_goes_to_sideboard() -> None:
    deck = parse("Companion\n1 Lurrus of the Dream-Den\n\nDeck\n60 Mountain\n")
    assert deck.sideboard == ("Lurrus of the Dream-Den",)
    assert len(deck.main) == 60


def test_commander_goes_to_main_and_maybeboard_to_sideboard() -> None:
    text = "Commander\n1 Jace, the Mind Sculptor\n\nDeck\n99 Island\n\nMaybeboard\n1 Fire // Ice\n"
    deck = parse(text)
    assert deck.main[0] == "Jace, the Mind Sculptor"
    assert len(deck.main) == 100
    assert deck.sideboard == ("Fire // Ice",)


@pytest.mark.parametrize("header", ["SIDEBOARD", "sideboard", "Sideboard:", "  SideBoard : "])
def test_headers_are_case_insensitive_and_may_end_with_colon(header: str) -> None:
    deck = parse(f"DECK\n20 Mountain\n{header}\n3 Island\n")
    assert counts(deck.main) == {"Mountain": 20}
    assert counts(deck.sideboard) == {"Island": 3}


def test_cards_before_any_header_are_main_deck() -> None:
    deck = parse("20 Mountain\n\n4 Island\nSideboard\n2 Lightning Bolt\n")
    assert counts(deck.main) == {"Mountain": 20, "Island": 4}
    assert counts(deck.sideboard) == {"Lightning Bolt": 2}


def test_foil_marker_and_printing_are_dropped() -> None:
    deck = parse("1 Lightning Bolt (2X2) 117 *F*\n3 Mountain (UNF) 240a\n")
    assert counts(deck.main) == {"Lightning Bolt": 1, "Mountain": 3}


def test_parenthesised_card_name_is_not_mistaken_for_a_set_code() -> None:
    deck = parse("1 Imaginary Friends (Plane)\n")
    assert deck.main == ("Imaginary Friends (Plane)",)


# --- MTGO format --------------------------------------------------------------------------

MTGO = """\
4 Lightning Bolt
4 Monastery Swiftspear
20 Mountain

2 Smash to Smithereens
1 Lightning Helix
"""


def test_mtgo_blank_line_starts_sideboard() -> None:
    deck = parse(MTGO)
    assert counts(deck.main) == {"Lightning Bolt": 4, "Monastery Swiftspear": 4, "Mountain": 20}
    assert counts(deck.sideboard) == {"Smash to Smithereens": 2, "Lightning Helix": 1}


def test_mtgo_leading_and_repeated_blank_lines() -> None:
    deck = parse("\n\n# my deck\n4 Lightning Bolt\n\n\n\n2 Island\n\n1 Mountain\n")
    assert counts(deck.main) == {"Lightning Bolt": 4}
    assert counts(deck.sideboard) == {"Island": 2, "Mountain": 1}


def test_mtgo_without_sideboard() -> None:
    deck = parse("4 Lightning Bolt\n56 Mountain\n\n\n")
    assert len(deck.main) == 60
    assert deck.sideboard == ()


def test_crlf_line_endings_and_byte_order_mark() -> None:
    deck = parse("\ufeff4 Lightning Bolt\r\n56 Mountain\r\n\r\n3 Island\r\n")
    assert len(deck.main) == 60
    assert deck.sideboard == ("Island",) * 3


# --- line syntax --------------------------------------------------------------------------


@pytest.mark.parametrize("line", ["4x Lightning Bolt", "4X Lightning Bolt", "4 Lightning Bolt"])
def test_count_forms(line: str) -> None:
    assert parse(line).main == ("Lightning Bolt",) * 4


def test_comments_and_surrounding_whitespace_are_ignored() -> None:
    text = """\
# Burn, by someone
// another comment
   4   Lightning   Bolt
\t  # indented comment
  20 Mountain
"""
    deck = parse(text)
    assert counts(deck.main) == {"Lightning Bolt": 4, "Mountain": 20}


def test_split_card_name_with_double_slash_is_not_a_comment() -> None:
    assert parse("2 Fire // Ice\n").main == ("Fire // Ice",) * 2


# --- name matching ------------------------------------------------------------------------


def test_case_insensitive_matching_returns_canonical_spelling() -> None:
    deck = parse("4 lightning bolt\n2 MOUNTAIN\n1 jAcE, ThE mInD sCuLpToR\n")
    assert deck.main == ("Lightning Bolt",) * 4 + ("Mountain",) * 2 + ("Jace, the Mind Sculptor",)


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        ("Fire/Ice", "Fire // Ice"),
        ("fire //ice", "Fire // Ice"),
        ("Fable of the Mirror-Breaker", "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki"),
        ("Lim-Dul's Vault", "Lim-Dûl's Vault"),
        ("Lim-Dûl\u2019s Vault", "Lim-Dûl's Vault"),
    ],
)
def test_lenient_name_forms(written: str, canonical: str) -> None:
    assert parse(f"1 {written}\n").main == (canonical,)


def test_without_known_names_are_kept_as_written() -> None:
    deck = parse_decklist("4 Lightnin Bolt (M10) 146\n2  Some   Card\n")
    assert deck.main == ("Lightnin Bolt",) * 4 + ("Some Card",) * 2


def test_known_may_be_a_mapping() -> None:
    deck = parse("1 island\n", known={"Island": object()})
    assert deck.main == ("Island",)


# --- errors -------------------------------------------------------------------------------


def test_unknown_card_suggests_close_match() -> None:
    with pytest.raises(DeckError) as info:
        parse(
            "4 Lightning Bolt\n4 Lightnin Bolt\n",
            source="burn.txt",
            known={"Lightning Bolt", "Mountain"},
        )
    message = str(info.value)
    assert message == "burn.txt:2: unknown card 'Lightnin Bolt' (did you mean: Lightning Bolt?)"
    assert info.value.line == 2
    assert info.value.source == "burn.txt"


def test_unknown_card_suggests_at_most_three() -> None:
    with pytest.raises(DeckError) as info:
        parse("Deck\n1 Lightning\n")
    message = str(info.value)
    assert message.startswith("test.txt:2: unknown card 'Lightning' (did you mean: ")
    suggestions = message.split("did you mean: ", 1)[1].rstrip("?)").split(", ")
    assert 1 <= len(suggestions) <= 3
    assert set(suggestions) <= KNOWN


def test_unknown_card_without_close_match_and_printing_stripped() -> None:
    with pytest.raises(DeckError) as info:
        parse("1 Black Lotus (LEA) 232\n")
    assert str(info.value) == "test.txt:1: unknown card 'Black Lotus'"


def test_unknown_card_suggestion_is_case_insensitive() -> None:
    with pytest.raises(DeckError, match=r"did you mean: Goblin Guide\?"):
        parse("4 GOBLIN GIUDE\n")


@pytest.mark.parametrize(
    ("line", "fragment"),
    [
        ("Lightning Bolt", "expected '<count> <card name>'"),
        ("four Lightning Bolt", "expected '<count> <card name>'"),
        ("x4 Lightning Bolt", "expected '<count> <card name>'"),
        ("0 Lightning Bolt", "card count must be at least 1, got '0'"),
        ("0x Lightning Bolt", "card count must be at least 1, got '0x'"),
        ("-2 Lightning Bolt", "card count must be a positive whole number, got '-2'"),
        ("2.5 Lightning Bolt", "card count must be a positive whole number, got '2.5'"),
        ("4", "missing card name after count '4'"),
        ("4x   ", "missing card name after count '4x'"),
        (f"{MAX_COPIES + 1} Mountain", f"is more than {MAX_COPIES}"),
    ],
)
def test_malformed_line_reports_line_number(line: str, fragment: str) -> None:
    text = f"# header comment\n4 Lightning Bolt\n{line}\n20 Mountain\n"
    with pytest.raises(DeckError) as info:
        parse(text, source="decks/burn.txt")
    assert str(info.value).startswith("decks/burn.txt:3: ")
    assert fragment in str(info.value)
    assert info.value.line == 3


def test_all_problems_are_reported_together() -> None:
    with pytest.raises(DeckError) as info:
        parse("4 Lightnin Bolt\n20 Mountain\nzero Island\n\n2 Smash to Smithereen\n")
    assert [line for line, _ in info.value.problems] == [1, 3, 5]
    lines = str(info.value).splitlines()
    assert len(lines) == 3
    assert lines[0].startswith("test.txt:1: unknown card 'Lightnin Bolt'")
    assert lines[2] == (
        "test.txt:5: unknown card 'Smash to Smithereen' (did you mean: Smash to Smithereens?)"
    )


@pytest.mark.parametrize(
    "text",
    ["", "\n\n", "# only a comment\n", "Deck\n", "Deck\n\nSideboard\n2 Island\n"],
)
def test_empty_deck_is_an_error(text: str) -> None:
    with pytest.raises(DeckError, match=r"^test\.txt: deck has no main-deck cards$"):
        parse(text)


def test_deck_error_is_a_value_error() -> None:
    assert issubclass(DeckError, ValueError)


# --- deck names and files -----------------------------------------------------------------


def test_deck_name_defaults() -> None:
    assert parse_decklist("1 Island\n").name == "deck"
    assert parse("1 Island\n", source="decks/mono-blue.txt").name == "mono-blue"
    assert parse("1 Island\n", name="Custom").name == "Custom"
    assert parse("About\nName From File\nDeck\n1 Island\n", name="Custom").name == "Custom"


def test_deck_is_frozen() -> None:
    deck = parse("1 Island\n")
    with pytest.raises(dataclasses.FrozenInstanceError):
        deck.name = "other"  # type: ignore[misc]


def test_load_deck_reads_file(tmp_path) -> None:
    path = tmp_path / "red-burn.txt"
    path.write_text(MTGO, encoding="utf-8")
    deck = load_deck(path, known=KNOWN)
    assert deck.name == "red-burn"
    assert len(deck.main) == 28
    assert len(deck.sideboard) == 3
    assert load_deck(str(path)).main == deck.main


def test_load_deck_error_names_the_file(tmp_path) -> None:
    path = tmp_path / "bad.txt"
    path.write_text("4 Lightning Bolt\nfour Mountain\n", encoding="utf-8")
    with pytest.raises(DeckError, match=rf"^{path}:2: expected"):
        load_deck(path, known=KNOWN)


def test_load_deck_missing_file(tmp_path) -> None:
    path = tmp_path / "nope.txt"
    with pytest.raises(DeckError, match=r"cannot read deck file") as info:
        load_deck(path)
    assert info.value.line is None
    assert str(info.value).startswith(str(path))


def test_load_deck_binary_file(tmp_path) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes(b"\xff\xfe\x00garbage\x80")
    with pytest.raises(DeckError, match="not a UTF-8 text file"):
        load_deck(path)


# --- round trip ---------------------------------------------------------------------------

_ENTRIES = st.lists(
    st.tuples(st.sampled_from(sorted(KNOWN)), st.integers(min_value=1, max_value=40)),
    min_size=0,
    max_size=8,
)


def _expand(entries: list[tuple[str, int]]) -> tuple[str, ...]:
    return tuple(card for card, count in entries for _ in range(count))


@given(
    main=_ENTRIES.filter(bool), side=_ENTRIES, arena=st.booleans(), style=st.sampled_from(["", "x"])
)
def test_round_trip(
    main: list[tuple[str, int]], side: list[tuple[str, int]], arena: bool, style: str
) -> None:
    main_lines = [f"{count}{style} {card}" for card, count in main]
    side_lines = [f"{count}{style} {card.upper()}" for card, count in side]
    if arena:
        text = "\n".join(["Deck", *main_lines, "", "Sideboard", *side_lines])
    else:
        text = "\n".join([*main_lines, "", *side_lines])
    deck = parse(text)
    assert deck.main == _expand(main)
    assert deck.sideboard == _expand(side)


# --- real card names ----------------------------------------------------------------------


def test_real_oracle_names(oracle) -> None:
    text = (
        "Deck\n4 lightning bolt (M10) 146\n4 Fable of the Mirror-Breaker\n"
        "2 Fire/Ice\n50 Mountain\nSideboard\n3 Lim-Dul's Vault\n"
    )
    deck = parse(text, known=oracle)
    assert deck.main[0] == "Lightning Bolt"
    assert "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki" in deck.main
    assert "Fire // Ice" in deck.main
    assert deck.sideboard == ("Lim-Dûl's Vault",) * 3
    with pytest.raises(DeckError, match=r"did you mean: .*Lightning Bolt"):
        parse("4 Lightnig Bolt\n", known=oracle)
