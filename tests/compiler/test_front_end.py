"""The Oracle compiler's front end: normalisation, lexicon, lexer and router."""

from __future__ import annotations

import ast
import gzip
import importlib.util
import json
import time
from pathlib import Path
from typing import Any

import pytest

from manastack.cards.compiler import lexicon
from manastack.cards.compiler.lexer import LexError, Token, lex
from manastack.cards.compiler.normalize import (
    NormalizedCard,
    Unit,
    normalize,
    normalize_text,
    remove_reminder_text,
    short_names,
)
from manastack.cards.compiler.router import route

ROOT = Path(__file__).resolve().parents[2]
COMPILER = ROOT / "src" / "manastack" / "cards" / "compiler"


def card(name: str, text: str, type_line: str = "Creature — Human", **extra: Any) -> NormalizedCard:
    record = {"name": name, "text": text, "type": type_line,
              "supertypes": ["Legendary"] if type_line.startswith("Legendary") else [], **extra}
    return normalize(record)


def kinds(text: str) -> list[tuple[str, object]]:
    return [(t.kind, t.value) for t in lex(text)]


# --- reminder text (207.2a) --------------------------------------------------------------------

def test_reminder_text_with_quotes_and_braces_is_removed() -> None:
    line = ('Cycling {2} ({2}, Discard this card: Draw a card. It says "{T}: Add {G}." '
            'and (nested) parentheses.)')
    assert remove_reminder_text(line) == "Cycling {2}"


def test_reminder_text_in_mid_line_leaves_one_space_and_no_space_before_punctuation() -> None:
    assert remove_reminder_text("Flash (You may cast it any time.) and flying (It flies.).") == \
        "Flash and flying."


def test_a_line_that_is_only_reminder_text_is_no_unit() -> None:
    c = card("Ghostly Thing", "Devoid (This card has no color.)\n(This is a reminder line.)\nFlying")
    assert [u.text for u in c.units] == ["Devoid", "Flying"]
    assert [u.line for u in c.units] == [0, 2]


# --- self-references (201.5) -------------------------------------------------------------------

def test_full_name_and_this_creature_become_self() -> None:
    c = card("Ancestor's Chosen", "When Ancestor's Chosen enters, you gain 1 life.\n"
             "This creature gets +1/+1 as long as this creature's power is 2.")
    assert c.units[0].text == "When SELF enters, you gain 1 life."
    assert c.units[0].original == "When Ancestor's Chosen enters, you gain 1 life."
    assert c.units[1].text == "SELF gets +1/+1 as long as SELF's power is 2."


def test_short_name_of_a_legendary_card_is_self() -> None:
    c = card("Brimaz, King of Oreskos", "Whenever Brimaz attacks, create a 1/1 white Cat token.",
             "Legendary Creature — Cat Soldier")
    assert c.units[0].text == "Whenever SELF attacks, create a 1/1 white Cat token."
    assert short_names("Isamaru, Hound of Konda", legendary=True) == ("Isamaru",)
    assert short_names("Arcanis the Omnipotent", legendary=True) == ("Arcanis",)
    assert "Sliver" not in short_names("Sliver Queen", legendary=True)
    assert short_names("Elemental, My Dear", legendary=False) == ()


def test_names_are_replaced_as_whole_words_only() -> None:
    c = card("Rat", "Rats you control get +1/+1. Rat deals 1 damage to any target. Ratchet.")
    assert c.units[0].text == "Rats you control get +1/+1. SELF deals 1 damage to any target. Ratchet."


def test_another_cards_name_containing_the_short_name_is_kept() -> None:
    nissa = card("Nissa Revane", "[+1]: Search your library for a card named Nissa's Chosen, put it "
                 "onto the battlefield, then shuffle.", "Legendary Planeswalker — Nissa")
    assert "named Nissa's Chosen" in nissa.units[0].text
    mentor = card("Llanowar Mentor", "{T}: Create a token named Llanowar Elves.",
                  "Legendary Creature — Elf Spellshaper")
    assert "named Llanowar Elves" in mentor.units[0].text
    garruk = card("Garruk, Cursed Huntsman", "Put a loyalty counter on each Garruk you control.",
                  "Legendary Planeswalker — Garruk")
    assert "each Garruk you control" in garruk.units[0].text


def test_this_names_the_cards_own_subtype_and_not_other_things() -> None:
    c = card("Bonesplitter", "Equipped creature gets +2/+0. Sacrifice this Equipment: Draw a card "
             "this turn. This ability costs less.", "Artifact — Equipment")
    assert c.units[0].text == ("Equipped creature gets +2/+0. Sacrifice SELF: Draw a card this turn. "
                               "This ability costs less.")


# --- ability words (207.2c) and flavor words (207.2d) -------------------------------------------

def test_ability_words_are_stripped_and_remembered() -> None:
    c = card("Steppe Lynx", "Landfall — Whenever a land you control enters, this creature gets +2/+2.\n"
             "Fateful hour — As long as you have 5 or less life, this creature gets +2/+2.")
    assert c.units[0].ability_word == "Landfall"
    assert c.units[0].text == "Whenever a land you control enters, SELF gets +2/+2."
    assert c.units[0].original.startswith("Landfall — Whenever")
    assert c.units[0].kind == "triggered"
    assert c.units[1].ability_word == "Fateful hour"
    assert c.units[1].text.startswith("As long as")


def test_flavor_words_are_stripped_but_keyword_costs_and_modal_headers_are_kept() -> None:
    c = card("Rope Ninja", "Rope Dart — {T}: This creature deals 1 damage to any target.\n"
             "Ward—Pay 3 life.\nBoast — {1}{R}: Draw a card.\nEcho of the First Murder — When this "
             "creature enters, draw a card.\nSuspend 3 — {1}{R}")
    first, ward, boast, echo, suspend = c.units
    assert (first.flavor_word, first.text) == ("Rope Dart", "{T}: SELF deals 1 damage to any target.")
    assert first.kind == "activated"
    assert (ward.flavor_word, ward.text, ward.kind) == ("", "Ward—Pay 3 life.", "keywords")
    assert (boast.flavor_word, boast.text, boast.kind) == ("", "Boast — {1}{R}: Draw a card.", "activated")
    assert echo.flavor_word == "Echo of the First Murder"
    assert suspend.flavor_word == "" and suspend.text == "Suspend 3 — {1}{R}"


# --- modal bullets (700.2) ---------------------------------------------------------------------

def test_modal_bullets_form_one_unit() -> None:
    c = card("Charm", "Choose one or both —\n• Destroy target artifact.\n• This spell deals 2 damage "
             "to any target.\nDraw a card.", "Instant")
    modal, draw = c.units
    assert modal.kind == "modal" and modal.text == "Choose one or both —"
    assert [m.text for m in modal.modes] == ["Destroy target artifact.", "SELF deals 2 damage to any target."]
    assert [m.kind for m in modal.modes] == ["spell", "spell"]
    assert modal.original.splitlines()[1] == "• Destroy target artifact."
    assert draw.text == "Draw a card." and draw.kind == "spell"


def test_triggered_modal_header_and_mode_flavor_words() -> None:
    c = card("Siege", "When this creature enters, choose one —\n• Khans — Draw a card.\n"
             "• Dragons — You gain 2 life.", "Creature — Human")
    (unit,) = c.units
    assert unit.text == "When SELF enters, choose one —"
    assert [(m.flavor_word, m.text) for m in unit.modes] == [("Khans", "Draw a card."),
                                                            ("Dragons", "You gain 2 life.")]


def test_spree_modes_keep_their_costs() -> None:
    c = card("Final Showdown", "Spree (Choose one or more additional costs.)\n+ {1} — Draw a card.\n"
             "+ {3}{W}{W} — Destroy all creatures.", "Instant")
    (unit,) = c.units
    assert unit.text == "Spree"
    assert [m.text for m in unit.modes] == ["+ {1} — Draw a card.", "+ {3}{W}{W} — Destroy all creatures."]


# --- quoted abilities --------------------------------------------------------------------------

def test_quoted_ability_is_a_nested_unit_and_a_quote_token() -> None:
    c = card("Utopia Sprawl", 'Enchanted land has "{T}: Add {G}."', "Enchantment — Aura")
    unit = c.units[0]
    assert unit.text == 'Enchanted land has "{T}: Add {G}."'
    (quote,) = unit.quotes
    assert quote.text == "{T}: Add {G}." and quote.kind == "activated"
    tokens = lex(unit.text)
    assert tokens[-1].kind == "QUOTE" and tokens[-1].value == quote.text


def test_inside_a_quote_this_creature_is_self_and_the_outer_name_is_source() -> None:
    c = card("Shuriken", 'Equipped creature has "{T}, Unattach Shuriken: Shuriken deals 2 damage to '
             'target creature. Then this creature gets +1/+1."', "Artifact — Equipment")
    (quote,) = c.units[0].quotes
    assert quote.text == ("{T}, Unattach SOURCE: SOURCE deals 2 damage to target creature. "
                          "Then SELF gets +1/+1.")
    assert c.units[0].original.count("Shuriken") == 2  # names intact


def test_nested_single_quotes_are_quotes_of_the_quote() -> None:
    c = card("Reef Worm", 'When this creature dies, create a Fish token with "When this token dies, '
             "create a Whale token with 'When this token dies, create a Kraken token.'\"")
    (fish,) = c.units[0].quotes
    assert fish.text.startswith("When SELF dies, create a Whale token with 'When SELF dies")
    (whale,) = fish.quotes
    assert whale.text == "When SELF dies, create a Kraken token."
    assert [t.kind for t in lex(fish.text)][-1] == "QUOTE"


def test_normalize_text_for_a_token_definition() -> None:
    c = normalize_text("Rock", "Sacrifice Rock: This token deals 2 damage to any target.",
                       "Artifact — Equipment")
    assert c.units[0].text == "Sacrifice SELF: SELF deals 2 damage to any target."
    assert c.units[0].kind == "activated"


# --- lexer -------------------------------------------------------------------------------------

def test_words_keep_inner_apostrophes_and_split_possessives() -> None:
    assert kinds("can't don't it's that's they're isn't doesn't") == [
        ("WORD", w) for w in ("can't", "don't", "it's", "that's", "they're", "isn't", "doesn't")]
    assert kinds("SELF's owner's opponents' cards") == [
        ("SELF", "SELF"), ("POSS", "'s"), ("WORD", "owner"), ("POSS", "'s"), ("WORD", "opponents"),
        ("POSS", "'"), ("WORD", "cards")]
    assert kinds("creature's") == [("TYPE", "Creature"), ("POSS", "'s")]


def test_numbers() -> None:
    assert kinds("three 3 X twenty 10,000") == [("NUMBER", 3), ("NUMBER", 3), ("NUMBER", "X"),
                                                ("NUMBER", 20), ("NUMBER", 10000)]


def test_mana_runs_and_symbols() -> None:
    assert kinds("{2}{G}{G}, {T}, {Q}: Add {W/U}{2/W}{G/P}{C}{S}{X}{R}. Pay {E}{E}.") == [
        ("MANA", "{2}{G}{G}"), ("PUNCT", ","), ("TAP", "{T}"), ("PUNCT", ","), ("UNTAP", "{Q}"),
        ("PUNCT", ":"), ("WORD", "add"), ("MANA", "{W/U}{2/W}{G/P}{C}{S}{X}{R}"), ("PUNCT", "."),
        ("WORD", "pay"), ("SYMBOL", "{E}"), ("SYMBOL", "{E}"), ("PUNCT", ".")]


def test_power_toughness() -> None:
    assert kinds("+1/+1 counter -2/-0 +X/+0 2/2 */* X/X -1/-1") == [
        ("PT", ("+1", "+1")), ("WORD", "counter"), ("PT", ("-2", "-0")), ("PT", ("+X", "+0")),
        ("PT", ("2", "2")), ("PT", ("*", "*")), ("PT", ("X", "X")), ("PT", ("-1", "-1"))]


def test_loyalty_costs_use_the_unicode_minus() -> None:
    assert kinds("[+1]: Draw.")[0] == ("LOYALTY", 1)
    assert kinds("[\u22122]: Draw.")[0] == ("LOYALTY", -2)
    assert kinds("[0]: Draw.")[0] == ("LOYALTY", 0)
    assert kinds("[\u2212X]: Draw.")[0] == ("LOYALTY", "-X")


def test_types_subtypes_colors_and_plurals() -> None:
    tokens = lex("Elves, Wolves, Mice and Plains; Islands. creatures sorceries Legendary black Creature")
    got = [(t.kind, t.value, t.plural) for t in tokens if t.kind != "PUNCT" and t.kind != "WORD"]
    assert got == [("SUBTYPE", "Elf", True), ("SUBTYPE", "Wolf", True), ("SUBTYPE", "Mouse", True),
                   ("SUBTYPE", "Plains", False), ("SUBTYPE", "Island", True),
                   ("TYPE", "Creature", True), ("TYPE", "Sorcery", True),
                   ("SUPERTYPE", "Legendary", False), ("COLOR", "black", False),
                   ("TYPE", "Creature", False)]


def test_lowercase_subtype_words_are_ordinary_words() -> None:
    assert kinds("a gold counter") == [("WORD", "a"), ("WORD", "gold"), ("WORD", "counter")]
    assert kinds("a Gold token")[1] == ("SUBTYPE", "Gold")


def test_multiword_terms_are_one_token() -> None:
    assert kinds("first strike and double strike, Time Lord, cumulative upkeep, For Mirrodin!") == [
        ("KEYWORD", "first strike"), ("WORD", "and"), ("KEYWORD", "double strike"), ("PUNCT", ","),
        ("SUBTYPE", "Time Lord"), ("PUNCT", ","), ("KEYWORD", "cumulative upkeep"), ("PUNCT", ","),
        ("KEYWORD", "for mirrodin!")]
    assert kinds("double target creature's power")[0] == ("WORD", "double")


def test_non_prefixes() -> None:
    assert kinds("nonblack nonartifact non-Aura nontoken nonland noncreature nonbasic non-Human "
                 "nonlegendary none") == [
        ("WORD", "non"), ("COLOR", "black"), ("WORD", "non"), ("TYPE", "Artifact"),
        ("WORD", "non"), ("SUBTYPE", "Aura"), ("WORD", "non"), ("WORD", "token"),
        ("WORD", "non"), ("TYPE", "Land"), ("WORD", "non"), ("TYPE", "Creature"),
        ("WORD", "non"), ("SUPERTYPE", "Basic"), ("WORD", "non"), ("SUBTYPE", "Human"),
        ("WORD", "non"), ("SUPERTYPE", "Legendary"), ("WORD", "none")]
    tokens = lex("a non-Human")
    assert [(t.text, t.pos) for t in tokens] == [("a", 0), ("non-", 2), ("Human", 6)]


def test_token_positions_cover_the_text() -> None:
    text = 'When SELF enters, it deals 2 damage to target creature\'s controller. "{T}: Add {G}."'
    tokens = lex(text)
    assert all(text[t.pos:t.pos + len(t.text)] == t.text for t in tokens)
    assert isinstance(tokens[0], Token)


def test_unexpected_characters_raise_lex_error_with_the_position() -> None:
    with pytest.raises(LexError) as err:
        lex("Add {W} if you're 100% cool.")
    assert err.value.pos == 21
    assert err.value.text[err.value.pos] == "%"
    with pytest.raises(LexError):
        lex("\u2610 artifact")


# --- lexicon -----------------------------------------------------------------------------------

def test_lexicon_lookups() -> None:
    assert lexicon.card_type("sorceries") == "Sorcery"
    assert lexicon.supertype("legendary") == "Legendary"
    assert lexicon.subtype("Elves") == ("Elf", "creature")
    assert lexicon.subtype("Dwarves") == ("Dwarf", "creature")
    assert lexicon.subtype("Equipment") == ("Equipment", "artifact")
    assert lexicon.subtype("Forest") == ("Forest", "land")
    assert lexicon.subtype("Time Lord") == ("Time Lord", "creature")
    assert lexicon.subtype("Gideon") == ("Gideon", "planeswalker")
    assert lexicon.subtype("Siege") == ("Siege", "battle")
    assert lexicon.subtype("Lesson") == ("Lesson", "spell")
    assert lexicon.subtype("Walk") is None
    assert lexicon.keyword("First strike") == "first strike"
    assert lexicon.keyword("Equip") == "equip"
    assert lexicon.keyword("scry") is None
    assert lexicon.keyword_action("Scry") == "scry"
    assert lexicon.keyword_rule("flying") == "702.9"
    assert lexicon.is_ability_word("Landfall") and lexicon.is_ability_word("council's dilemma")
    assert not lexicon.is_ability_word("Flying")
    assert lexicon.counter_name("+1/+1") == "+1/+1"
    assert lexicon.counter_name(("-1", "-1")) == "-1/-1"
    assert lexicon.counter_name("charge") == "charge"
    assert lexicon.counter_name("oil") == "oil"
    assert lexicon.counter_name("first strike") == "first strike"
    assert lexicon.counter_name("target") is None
    assert lexicon.color("Black") == "black"
    assert ("first strike", "KEYWORD", "first strike", False) in lexicon.MULTIWORD_TERMS


# --- router ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "kind"), [
    ("Flying, vigilance", "keywords"),
    ("Equip {2}", "keywords"),
    ("Enchant creature", "keywords"),
    ("Protection from black", "keywords"),
    ("Ward {2}", "keywords"),
    ("Crew 3", "keywords"),
    ("Cycling {2}", "keywords"),
    ("Escape—{3}{B}{B}, Exile four other cards from your graveyard.", "keywords"),
    ("Flying creatures can't block SELF.", "static"),
    ("{T}: Add {G}.", "activated"),
    ("[+1]: Draw a card.", "activated"),
    ("When SELF enters, draw a card.", "triggered"),
    ("At the beginning of your upkeep, you lose 1 life.", "triggered"),
    ("If a creature would die, exile it instead.", "replacement"),
    ("SELF enters tapped.", "replacement"),
    ("SELF enters with two +1/+1 counters on it.", "replacement"),
    ("As SELF enters, choose a color.", "replacement"),
    ("Creatures you control get +1/+1.", "static"),
    ("I — Draw a card.", "chapter"),
    ("1—14 | Draw a card.", "table"),
])
def test_route(text: str, kind: str) -> None:
    assert route(text) == kind


def test_route_on_spells() -> None:
    assert route("Destroy target creature.", spell=True) == "spell"
    assert route("SELF can't be countered.", spell=True) == "static"
    assert route(Unit(text="Choose one —", original="", modes=(Unit("Draw.", "Draw."),))) == "modal"


# --- the package -------------------------------------------------------------------------------

def test_the_front_end_imports_neither_the_rules_nor_the_game() -> None:
    for path in COMPILER.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                module = ("." * node.level) + (node.module or "")
                assert not module.startswith(("manastack.rules", "manastack.game", "...rules",
                                              "...game")), f"{path.name} imports {module}"
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    assert not alias.name.startswith(("manastack.rules", "manastack.game"))
    assert (COMPILER / "__init__.py").read_text(encoding="utf-8").count("import") == 1  # the docstring


# --- the corpus --------------------------------------------------------------------------------

def _oracle_path() -> Path | None:
    """The shared Oracle data, else a copy shipped in the package, else shared/ beside a clone."""
    candidates = [Path("/work/shared/data/oracle-cards.json.gz"),
                  ROOT / "src" / "manastack" / "data" / "oracle-cards.json.gz"]
    candidates += [d / "shared" / "data" / "oracle-cards.json.gz" for d in (ROOT, *ROOT.parents)]
    return next((c for c in candidates if c.is_file()), None)


def _all_units(unit: Unit) -> list[Unit]:
    out = [unit]
    for sub in (*unit.modes, *unit.quotes):
        out.extend(_all_units(sub))
    return out


def test_every_normal_card_normalises_and_lexes_or_raises_lex_error() -> None:
    path = _oracle_path()
    if path is None:
        pytest.skip("no Oracle data")
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        records = [r for r in json.load(fh) if r.get("layout") == "normal"]
    start = time.perf_counter()
    failing: dict[str, str] = {}
    units = 0
    for record in records:
        for top in normalize(record).units:  # any exception but LexError fails the test
            for unit in _all_units(top):
                units += 1
                try:
                    lex(unit.text)
                except LexError as exc:
                    failing.setdefault(record["name"], exc.message)
    elapsed = time.perf_counter() - start
    print(f"\n{len(records)} normal cards, {units} units normalised and lexed in {elapsed:.2f}s; "
          f"{len(failing)} cards raise LexError: {sorted(failing.items())[:5]}")
    assert len(failing) < len(records) // 1000  # a handful of joke cards ("☐", "%", "®")


def test_the_generated_lexicon_is_up_to_date(tmp_path: Path) -> None:
    """lexicon_data.py is what tools/gen_lexicon.py makes of the shared rules and Oracle data."""
    shared = next((d / "shared" / "data" for d in (ROOT, *ROOT.parents)
                   if (d / "shared" / "data" / "MagicCompRules.txt").is_file()
                   and (d / "shared" / "data" / "oracle-cards.json.gz").is_file()), None)
    if shared is None:
        pytest.skip("no shared/data")
    spec = importlib.util.spec_from_file_location("gen_lexicon", ROOT / "tools" / "gen_lexicon.py")
    assert spec is not None and spec.loader is not None
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    out = tmp_path / "lexicon_data.py"
    gen.main(["--rules", str(shared / "MagicCompRules.txt"),
              "--oracle", str(shared / "oracle-cards.json.gz"), "--out", str(out)])
    assert out.read_text(encoding="utf-8") == (COMPILER / "lexicon_data.py").read_text(encoding="utf-8")
