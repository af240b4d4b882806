"""Expectations: what a checkpoint or the end of a scenario says the game looks like.

:func:`parse_expect` validates an ``expect`` mapping into a list of checks; each check looks at
the game (never changing it) and returns :class:`Mismatch` entries, one per difference, with the
expected and the actual value side by side.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..game.decisions import Activate, Choice, Decision
from ..game.objects import GameObject, StackAbility
from ..ir.typeline import CARD_TYPES, SUPERTYPES
from ..rules.characteristics import mana_abilities
from ..rules.mana import pool_text, total_pool
from ..rules.mana_abilities import nominal
from . import model as m
from .source import YList, YMap, line_of

if TYPE_CHECKING:
    from ..game.game import Game
    from .loader import Reader

PLAYER_KEYS = ("life", "poison", "lands_played", "lost", "hand_size", "library_size",
               "graveyard_size", "exile_size", "hand", "graveyard", "exile", "library",
               "battlefield", "library_top", "mana_pool", "monarch")
GAME_KEYS = ("permanents", "stack", "stack_empty", "choice_options", "game_over", "priority",
             "turn", "log", "not_log")
FILTER_KEYS = ("card", "token", "controller", "owner", "tapped", "sick", "attacking", "blocking",
               "counters", "power", "toughness", "keywords", "lacks", "types", "subtypes",
               "colors", "produces", "damage", "attached_to", "count", "face_down")
COLOR_ORDER = "WUBRG"
MANA_ORDER = "WUBRGC"
STACK_KINDS = ("spell", "triggered", "activated")


@dataclass(frozen=True, slots=True)
class Mismatch:
    """One difference between what the scenario expects and what the game shows."""

    what: str
    expected: Any
    actual: Any
    line: int = 0


Resolve = Callable[[str], "int | None"]
"""Maps a reference written in an expectation (``@id``, ``Name#2``, ``Bo's Name``) to an id."""
Check = Callable[["Game", Resolve], list[Mismatch]]


@dataclass(slots=True)
class Expect:
    """A set of checks, run together; ``examines`` names the decision a ``choice_options``
    check looks at (player, kind), which counts as the script dealing with that decision."""

    line: int
    checks: list[Check] = field(default_factory=list)
    examines: tuple[str, str] | None = None

    def run(self, game: Game, resolve: Resolve = lambda text: None) -> list[Mismatch]:
        found: list[Mismatch] = []
        for check in self.checks:
            found += check(game, resolve)
        return found


# ---- parsing ------------------------------------------------------------------------------------


def parse_expect(r: Reader, value: Any, line: int, *, final: bool
                 ) -> tuple[Expect, list[m.Branch]]:
    """Validate an ``expect`` mapping; the final one may hold ``either`` branches."""
    block = r.mapping(value, line, "expect")
    allowed = (*r.players, *GAME_KEYS, *(("either",) if final else ()))
    r.keys(block, allowed, "expect")
    expect = Expect(block.line)
    branches: list[m.Branch] = []
    for key, val in block.items():
        kl = block.key_line(key)
        if key in r.players:
            _player_checks(r, expect, key, r.mapping(val, kl, f"expect.{key}"))
        elif key == "either":
            branches = _either(r, val, kl)
        else:
            _game_check(r, expect, key, val, kl)
    return expect, branches


def _either(r: Reader, value: Any, line: int) -> list[m.Branch]:
    from .loader import _choose

    branches = []
    items = r.sequence(value, line, "either", scalar_ok=False)
    for i, item in enumerate(items):
        il = items.item_line(i)
        b = r.mapping(item, il, "an either branch")
        r.keys(b, ("when", "expect"), "an either branch", required=("when", "expect"))
        when = r.mapping(b["when"], b.key_line("when"), "when")
        r.keys(when, ("player", "decision", "answer"), "when", required=("decision", "answer"))
        choose = _choose(r, when, b.key_line("when"))
        expect, _ = parse_expect(r, b["expect"], b.key_line("expect"), final=False)
        branches.append(m.Branch(il, choose, expect))
    return branches


def _player_checks(r: Reader, expect: Expect, player: str, block: YMap) -> None:
    r.keys(block, PLAYER_KEYS, f"expect.{player}")
    for key, val in block.items():
        kl = block.key_line(key)
        what = f"{player}.{key}"
        if key in ("life", "poison", "lands_played") or key.endswith("_size"):
            n = r.integer(val, kl, what, minimum=None if key == "life" else 0)
            expect.checks.append(_value_check(what, kl, n, _player_value(player, key)))
        elif key in ("lost", "monarch"):
            flag = r.boolean(val, kl, what)
            expect.checks.append(_value_check(what, kl, flag, _player_value(player, key)))
        elif key == "mana_pool":
            from .loader import parse_pool

            pool = pool_text(parse_pool(r, val, kl)) or "(empty)"
            expect.checks.append(_value_check(what, kl, pool, _player_value(player, key)))
        elif key == "library_top":
            names = _names(r, val, kl, what)
            expect.checks.append(_value_check(what, kl, names, _library_top(player, len(names))))
        else:
            expect.checks.append(_zone_check(r, player, key, val, kl))


def _player_value(player: str, key: str) -> Callable[[Game], Any]:
    if key.endswith("_size"):
        zone = key[: -len("_size")]
        return lambda g: len(zone_names(g, player, zone))
    if key == "mana_pool":
        return lambda g: pool_text(total_pool(g.player_named(player))) or "(empty)"
    if key == "monarch":  # 724
        return lambda g: g.monarch == g.player_named(player).id
    return lambda g: getattr(g.player_named(player), key)


def _library_top(player: str, n: int) -> Callable[[Game], Any]:
    return lambda g: zone_names(g, player, "library")[:n]


def _value_check(what: str, line: int, expected: Any, actual: Callable[[Game], Any]) -> Check:
    def check(game: Game, resolve: Resolve) -> list[Mismatch]:
        got = actual(game)
        return [] if got == expected else [Mismatch(what, expected, got, line)]
    return check


def _names(r: Reader, value: Any, line: int, what: str) -> list[str]:
    items = r.sequence(value, line, what)
    return [r.object_name(r.text(v, items.item_line(i), what), items.item_line(i),
                          players_ok=False) for i, v in enumerate(items)]


def _zone_check(r: Reader, player: str, zone: str, value: Any, line: int) -> Check:
    """A list: the zone contains these (as a multiset). A mapping: exactly this many of each."""
    what = f"{player}.{zone}"
    if isinstance(value, YMap):
        counts = {r.object_name(r.text(k, value.key_line(k), what), value.key_line(k),
                                players_ok=False):
                  r.integer(v, value.key_line(k), f"{what}.{k}") for k, v in value.items()}

        def exact(game: Game, resolve: Resolve) -> list[Mismatch]:
            have = Counter(zone_names(game, player, zone))
            return [Mismatch(f"{what}: number of {name}", n, have[name], line)
                    for name, n in counts.items() if have[name] != n]
        return exact
    names = _names(r, value, line, what)

    def contains(game: Game, resolve: Resolve) -> list[Mismatch]:
        have = zone_names(game, player, zone)
        if not Counter(names) - Counter(have):
            return []
        return [Mismatch(f"{what} must contain", names, have, line)]
    return contains


def _game_check(r: Reader, expect: Expect, key: str, value: Any, line: int) -> None:
    if key == "permanents":
        items = r.sequence(value, line, "permanents", scalar_ok=False)
        for i, item in enumerate(items):
            expect.checks.append(_permanent_check(r, item, items.item_line(i)))
    elif key == "stack":
        expect.checks.append(_stack_check(r, value, line))
    elif key == "stack_empty":
        flag = r.boolean(value, line, "stack_empty")
        expect.checks.append(_value_check("stack_empty", line, flag, lambda g: not g.stack))
    elif key == "choice_options":
        check, examines = _choice_check(r, value, line)
        expect.checks.append(check)
        expect.examines = examines
    elif key == "game_over":
        expect.checks.append(_game_over_check(r, value, line))
    elif key == "priority":
        who = r.player(value, line, "priority")
        expect.checks.append(_value_check("priority", line, f"{who} holds priority",
                                          _pending_text))
    elif key == "turn":
        expect.checks.append(_turn_check(r, value, line))
    else:  # log / not_log
        expect.checks.append(_log_check(r, value, line, present=key == "log"))


# ---- zones and permanents -----------------------------------------------------------------------


def zone_objects(game: Game, player: str, zone: str) -> list[GameObject]:
    """A player's library (top first), hand, graveyard, the exiled cards they own, or the
    permanents they control."""
    p = game.player_named(player)
    objs = game.objects
    if zone == "battlefield":
        return game.permanents(p.id)
    if zone == "exile":
        return [o for i in game.exile if (o := objs[i]).owner == p.id]  # type: ignore[misc]
    ids = p.zone(zone)
    if zone == "library":
        ids = list(reversed(ids))  # the end of the list is the top
    return [objs[i] for i in ids]  # type: ignore[misc]


def zone_names(game: Game, player: str, zone: str) -> list[str]:
    return [o.name for o in zone_objects(game, player, zone)]


def _permanent_check(r: Reader, value: Any, line: int) -> Check:
    item = r.mapping(value, line, "a permanents entry")
    r.keys(item, FILTER_KEYS, "a permanents entry")
    tests: list[tuple[str, Any, Callable[[Game, GameObject], Any]]] = []
    shown: list[str] = []
    for key, val in item.items():
        kl = item.key_line(key)
        if key == "count":
            continue
        shown.append(f"{key}: {show(val)}")
        if key == "card":
            name = r.object_name(r.text(val, kl, key), kl, players_ok=False)
            tests.append((key, name, lambda g, o: o.name))
        elif key in ("controller", "owner"):
            who = r.player(val, kl, key)
            tests.append((key, who, lambda g, o, k=key: g.player(getattr(o, k)).name))
        elif key in ("tapped", "token", "sick", "face_down"):
            flag = r.boolean(val, kl, key)
            tests.append((key, flag, _FLAGS[key]))
        elif key in ("power", "toughness", "damage"):
            n = r.integer(val, kl, key, minimum=None)
            tests.append((key, n, _NUMBERS[key]))
        elif key in ("attacking", "blocking", "attached_to"):
            if isinstance(val, str) and val.startswith("@"):  # a handle: that very object
                handle = _Handle(r.ref(val, kl, key).text)
                tests.append((key, handle, _RELATED_IDS[key]))
                continue
            target = val if isinstance(val, bool) else r.object_name(r.text(val, kl, key), kl)
            tests.append((key, target, _RELATIONS[key]))
        elif key == "counters":
            cmap = r.mapping(val, kl, "counters")
            want = {str(k): r.integer(v, cmap.key_line(k), f"counters.{k}") for k, v in cmap.items()}
            tests.append((key, want, lambda g, o, w=want: {k: (o.counters or {}).get(k, 0)
                                                           for k in w}))
        elif key in _NOW:
            want_now = _PARSE_NOW[key](r, val, kl)
            shown[-1] = f"{key}: {want_now}"
            tests.append((key, want_now, _NOW[key]))
        else:  # keywords / lacks
            words = frozenset(r.text(v, kl, key).lower() for v in r.sequence(val, kl, key))
            if key == "keywords":
                tests.append((key, True, lambda g, o, w=words: w <= g.chars(o).keywords))
            else:
                tests.append((key, True, lambda g, o, w=words: not (w & g.chars(o).keywords)))
    count = r.integer(item["count"], item.key_line("count"), "count") if "count" in item else None
    label = "permanents {" + ", ".join(shown) + "}"

    def matches(game: Game, obj: GameObject, resolve: Resolve) -> bool:
        for _, want, get in tests:
            if isinstance(want, _Handle):
                want = resolve(want.text)
                if want is None:  # the handle's object is gone: nothing relates to it
                    return False
            if not _same(want, get(game, obj)):
                return False
        return True

    def check(game: Game, resolve: Resolve) -> list[Mismatch]:
        found = [o for o in game.permanents() if matches(game, o, resolve)]
        n = len(found)
        if (count is None and n >= 1) or n == count:
            return []
        name = next((w for k, w, _ in tests if k == "card"), None)
        near = [o for o in game.permanents() if name is None or o.name == name]
        detail = "; ".join(_describe(game, o, tests) for o in near) or "no such permanent"
        expected = "at least 1 matching" if count is None else f"{count} matching"
        return [Mismatch(label, expected, f"{n} matching ({detail})", line)]
    return check


def _same(want: Any, got: Any) -> bool:
    if isinstance(want, bool) and not isinstance(got, bool):
        return bool(got) == want
    if isinstance(got, (list, tuple, set, frozenset)) and not isinstance(want, bool):
        return want in got
    return bool(want == got)


@dataclass(frozen=True, slots=True)
class _Handle:
    """An ``@id`` an ``attacking``/``blocking``/``attached_to`` filter names: resolved to the
    object when the check runs (a handle follows its object only while it stays in its zone)."""

    text: str


def _describe(game: Game, obj: GameObject, tests: Sequence[tuple[str, Any, Any]]) -> str:
    who = game.player(obj.controller).name
    parts = [f"{k}={show(_RELATIONS[k](game, obj) if isinstance(w, _Handle) else get(game, obj))}"
             for k, w, get in tests if k != "card"]
    return f"{obj.name} ({who})" + (": " + ", ".join(parts) if parts else "")


def show(value: Any) -> str:
    """Values as a judge would write them: [a, b], {k: v}, true/false."""
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {show(v)}" for k, v in value.items()) + "}"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(show(v) for v in value) + "]"
    return str(value)


def _sick(game: Game, obj: GameObject) -> bool:
    """302.6: not continuously controlled since its controller's most recent turn began."""
    return obj.control_turn >= game.player(obj.controller).last_turn_began


def _name_of(game: Game, ident: int | None) -> str | None:
    if ident is None:
        return None
    if game.is_player(ident):
        return game.player(ident).name
    obj = game.objects.get(ident)
    return obj.name if obj is not None else f"#{ident}"


_FLAGS: dict[str, Callable[[Game, GameObject], Any]] = {
    "tapped": lambda g, o: o.tapped,
    "token": lambda g, o: o.token,
    "face_down": lambda g, o: bool(o.face_down),  # 708
    "sick": _sick,
}
_NUMBERS: dict[str, Callable[[Game, GameObject], Any]] = {
    "power": lambda g, o: g.chars(o).power,
    "toughness": lambda g, o: g.chars(o).toughness,
    "damage": lambda g, o: o.damage,
}
_RELATIONS: dict[str, Callable[[Game, GameObject], Any]] = {
    "attacking": lambda g, o: _name_of(g, o.attacking) or False,
    "blocking": lambda g, o: [_name_of(g, a) for a in o.blocking] or False,
    "attached_to": lambda g, o: _name_of(g, o.attached_to) or False,
}


# ---- what a permanent is now: types, subtypes, colors, the mana it makes (613) ------------------


@dataclass(frozen=True, slots=True)
class _Exactly:
    """A set of words or letters a permanent has now, compared whole (in any order) and shown as
    a judge writes it."""

    items: frozenset[str]
    text: str = field(compare=False)

    def __str__(self) -> str:
        return self.text


def _words(items: Sequence[str]) -> _Exactly:
    return _Exactly(frozenset(items), show(list(items)))


def _letters(items: Any, order: str) -> _Exactly:
    text = "".join(c for c in order if c in items)
    return _Exactly(frozenset(text), text or '""')


def _parse_types(r: Reader, value: Any, line: int) -> _Exactly:
    """``types: [Artifact, Creature]``: every card type it has (205.2a), no supertypes."""
    from .loader import suggest

    known = {t.casefold(): t for t in CARD_TYPES}
    supertypes = {t.casefold() for t in SUPERTYPES}
    found: list[str] = []
    items = r.sequence(value, line, "types")
    for i, v in enumerate(items):
        il = items.item_line(i)
        word = r.text(v, il, "types")
        if word.casefold() in supertypes:
            raise r.error(il, f"types: {word!r} is a supertype, not a card type (205.4); card "
                          f"types are {', '.join(CARD_TYPES)}")
        if word.casefold() not in known:
            raise r.error(il, f"types: unknown card type {word!r}" + (
                suggest(word, CARD_TYPES) or f"; card types are {', '.join(CARD_TYPES)}"))
        found.append(known[word.casefold()])
    return _words([t for t in CARD_TYPES if t in found])


def _parse_subtypes(r: Reader, value: Any, line: int) -> _Exactly:
    """``subtypes: [Forest, Swamp]``: exactly these subtypes, in any order; [] for none."""
    items = r.sequence(value, line, "subtypes")
    return _words([r.text(v, items.item_line(i), "subtypes") for i, v in enumerate(items)])


def _parse_letters(r: Reader, value: Any, line: int, key: str) -> _Exactly:
    """``colors: WU`` (letters of WUBRG, "" for colorless) or ``produces: GB`` (letters of
    WUBRGC or symbols such as "{G}{B}", "" for no mana), each once."""
    from .loader import _show, mana_letters

    order = COLOR_ORDER if key == "colors" else MANA_ORDER
    example = ("a string of WUBRG letters such as WU (\"\" for colorless)" if key == "colors"
               else "a string of mana letters such as GB or \"{G}{B}\" (\"\" for none)")
    if not isinstance(value, str):
        raise r.error(line_of(value, line), f"{key} must be {example}, not {_show(value)}")
    text: str | None = value.strip()
    if key == "produces" and text:
        text = mana_letters(text)
    if text is None or any(c not in order for c in text):
        raise r.error(line, f"{key} must be {example}, not {value!r}")
    if len(set(text)) != len(text):
        raise r.error(line, f"{key}: write each letter once, not {value!r}")
    return _letters(text, order)


def _produces(game: Game, obj: GameObject) -> _Exactly:
    """The types of mana its mana abilities (605.1a) would add now, as their effects say, before
    replacement effects; a permanent being asked about isn't asked again (two Reflecting Pools,
    106.7)."""
    types: set[str] = set()
    for _, ab in mana_abilities(game, obj):
        for mana in nominal(game, obj, ab, frozenset({obj.id})):
            types.update(mana)
    return _letters(types, MANA_ORDER)


_NOW: dict[str, Callable[[Game, GameObject], Any]] = {
    "types": lambda g, o: _words([t for t in CARD_TYPES if t in g.chars(o).types]),
    "subtypes": lambda g, o: _words(g.chars(o).subtypes),
    "colors": lambda g, o: _letters(g.chars(o).colors, COLOR_ORDER),
    "produces": _produces,
}
_PARSE_NOW: dict[str, Callable[[Reader, Any, int], _Exactly]] = {
    "types": _parse_types,
    "subtypes": _parse_subtypes,
    "colors": lambda r, v, line: _parse_letters(r, v, line, "colors"),
    "produces": lambda r, v, line: _parse_letters(r, v, line, "produces"),
}

_RELATED_IDS: dict[str, Callable[[Game, GameObject], Any]] = {
    "attacking": lambda g, o: o.attacking,
    "blocking": lambda g, o: list(o.blocking),
    "attached_to": lambda g, o: o.attached_to,
}


# ---- the stack ----------------------------------------------------------------------------------


def stack_text(game: Game, item: GameObject | StackAbility) -> str:
    """``Lightning Bolt (spell, Ann) targeting Bo`` / ``Soul Warden's trigger (Bo)``."""
    who = game.player(item.controller).name
    if isinstance(item, StackAbility):
        kind = "trigger" if item.kind == "triggered" else "ability"
        text = f"{item.card.name}'s {kind} ({who})"
    else:
        text = f"{item.name} (spell, {who})"
    names = [_name_of(game, t) or "(illegal)" for group in item.targets for t in group]
    return text + (" targeting " + ", ".join(map(str, names)) if names else "")


StackTest = Callable[["Game", Any, Resolve], bool]


def _stack_check(r: Reader, value: Any, line: int) -> Check:
    items = r.sequence(value, line, "stack", scalar_ok=False)
    wanted: list[tuple[str, StackTest]] = []
    for i, item in enumerate(items):
        il = items.item_line(i)
        if isinstance(item, YMap):
            wanted.append(_stack_entry(r, item, il))
        else:
            ref = r.ref(item, il, "stack", players_ok=False)
            kind = ref.ability or "spell"
            wanted.append((ref.text, lambda g, o, res, ref=ref, kind=kind:
                           stack_ref_fits(g, o, ref, kind, res)))

    def check(game: Game, resolve: Resolve) -> list[Mismatch]:
        top_first = [game.objects[i] for i in reversed(game.stack)]
        actual = [stack_text(game, o) for o in top_first]  # type: ignore[arg-type]
        ok = len(top_first) == len(wanted) and all(
            test(game, o, resolve) for (_, test), o in zip(wanted, top_first, strict=True))
        return [] if ok else [Mismatch("stack (top first)", [w for w, _ in wanted], actual, line)]
    return check


def stack_item_is(game: Game, item: Any, ref: m.Ref) -> bool:
    """Whether a stack object fits a reference: a spell by name, or "X's trigger/ability"."""
    if ref.ability:
        if not isinstance(item, StackAbility) or item.kind != ref.ability:
            return False
    elif not isinstance(item, GameObject):
        return False
    if ref.player and game.player(item.controller).name != ref.player:
        return False
    if ref.only and _source_is_token(game, item) != (ref.only == "token"):
        return False
    return item.card.name == ref.name


def _source_is_token(game: Game, item: Any) -> bool:
    """A spell that is a token, or an ability whose source is (or, gone, was) a token."""
    if isinstance(item, StackAbility):
        source = game.objects.get(item.source)
        return source.token if isinstance(source, GameObject) else bool(item.card.token)
    return bool(item.token)


def _is_kind(item: Any, kind: str) -> bool:
    if kind == "spell":
        return isinstance(item, GameObject)
    return isinstance(item, StackAbility) and item.kind == kind


def stack_ref_fits(game: Game, item: Any, ref: m.Ref, kind: str, resolve: Resolve) -> bool:
    """Whether a stack object of ``kind`` (spell, triggered, activated) is the one ``ref`` names
    (for an ability: names its source): by name, ``Bo's Name`` (Bo controls the spell or
    ability), ``token:``/``card:``, ``@id`` (the spell itself, or an ability's source) or
    ``Name#n`` (the n-th such spell or ability on the stack, oldest first)."""
    if not _is_kind(item, kind):
        return False
    if ref.handle:
        oid = resolve(ref.text)
        return oid is not None and (item.source if isinstance(item, StackAbility)
                                    else item.id) == oid
    plain = m.Ref(ref.text, ref.line, name=ref.name, only=ref.only, player=ref.player,
                  ability="" if kind == "spell" else kind)
    if not stack_item_is(game, item, plain):
        return False
    if not ref.index:
        return True
    same = sorted(i for i in game.stack if stack_item_is(game, game.objects[i], plain))
    return len(same) >= ref.index and same[ref.index - 1] == item.id


def _stack_entry(r: Reader, item: YMap, line: int) -> tuple[str, StackTest]:
    r.keys(item, ("kind", "source", "controller", "targets"), "a stack entry", required=("source",))
    source = r.ref(item["source"], item.key_line("source"), "source", players_ok=False)
    kind = r.text(item.get("kind", source.ability or "spell"), item.key_line("kind"), "kind")
    if kind not in STACK_KINDS:
        raise r.error(item.key_line("kind"), f"a stack entry's kind is one of "
                      f"{', '.join(STACK_KINDS)}, not {kind!r}")
    if source.ability and source.ability != kind:
        raise r.error(item.key_line("source"), f"source {source.text!r} names a {source.ability} "
                      f"ability, but the entry's kind is {kind}")
    controller = r.player(item["controller"], item.key_line("controller"), "controller") \
        if "controller" in item else None
    targets = _target_refs(r, item["targets"], item.key_line("targets")) \
        if "targets" in item else None

    def test(game: Game, o: Any, resolve: Resolve) -> bool:
        if not stack_ref_fits(game, o, source, kind, resolve):
            return False
        if controller is not None and game.player(o.controller).name != controller:
            return False
        got = [t for group in o.targets for t in group]
        return targets is None or (len(got) == len(targets) and all(
            _target_is(game, t, ref, resolve) for t, ref in zip(got, targets, strict=True)))
    label = ", ".join(f"{k}: {show(v)}" for k, v in item.items())
    return "{" + label + "}", test


def _target_refs(r: Reader, value: Any, line: int) -> list[m.Ref]:
    items = r.sequence(value, line, "targets")
    return [r.ref(v, items.item_line(i), "targets") for i, v in enumerate(items)]


def _target_is(game: Game, target: Any, ref: m.Ref, resolve: Resolve) -> bool:
    """A chosen target fits a reference: a name (or player) plainly, any other form by what it
    refers to."""
    if not (ref.handle or ref.index or ref.only or ref.player or ref.ability):
        return _name_of(game, target) == ref.name
    return resolve(ref.text) == target


# ---- decisions ------------------------------------------------------------------------------


def options_of(game: Game, decision: Decision, mana: bool = True) -> list[Any]:
    """A decision's options; for priority, mana abilities only when ``mana``; for a number,
    each allowed value."""
    if decision.shape == "number":
        return list(range(decision.min, decision.max + 1))
    opts = list(decision.options)
    if decision.kind == "priority" and not mana:
        opts = [o for o in opts if not (isinstance(o, Activate) and o.mana)]
    return opts


INDEXED = frozenset({"order_triggers", "pay_mana", "mode", "replacement_order"})
"""Decisions whose options' values are positions in a list, not objects or players."""


def option_matches(game: Game, option: Any, wanted: Any,
                   resolve: Resolve = lambda text: None, kind: str = "") -> bool:
    """Whether an expected entry names an option of a decision of this kind: its text, a
    player's or object's name (or other reference) for a target, "activate <name>" for any
    ability of that permanent, yes/no for a may, the letter (``G``) for a type of mana, a
    trigger by its source's name (order_triggers)."""
    if isinstance(wanted, bool):
        wanted = "yes" if wanted else "no"
    if isinstance(option, int):
        return wanted == option
    text = str(wanted)
    if text == str(option):
        return True
    if isinstance(option, Activate):
        return text == f"activate {option.name}"
    if isinstance(option, Choice):
        value = option.value
        if kind == "order_triggers":
            return str(option).startswith(text + ": ")
        if isinstance(value, int) and not isinstance(value, bool) and kind not in INDEXED:
            return _name_of(game, value) == text or resolve(text) == value
        if isinstance(value, str) and option.label == "{" + value + "}":  # a type of mana
            from .loader import mana_letters

            return mana_letters(text) == value
    return False


def match_options(game: Game, options: Sequence[Any], wanted: Sequence[Any],
                  resolve: Resolve, kind: str = "") -> tuple[list[Any], list[Any]]:
    """Pair expected entries with options (exact text first); returns (missing, unexpected)."""
    left = list(options)
    missing: list[Any] = []
    ordered = sorted(wanted, key=lambda w: not any(str(o) == str(w) for o in left))
    for w in ordered:
        hit = next((o for o in left if str(o) == str(w)), None)
        if hit is None:
            hit = next((o for o in left if option_matches(game, o, w, resolve, kind)), None)
        if hit is None:
            missing.append(w)
        else:
            left.remove(hit)
    return missing, left


def _choice_check(r: Reader, value: Any, line: int) -> tuple[Check, tuple[str, str]]:
    block = r.mapping(value, line, "choice_options")
    r.keys(block, ("player", "decision", "options", "includes", "excludes", "mana"),
           "choice_options", required=("player", "decision"))
    player = r.player(block["player"], block.key_line("player"), "choice_options.player")
    kind = r.text(block["decision"], block.key_line("decision"), "choice_options.decision")
    if not {"options", "includes", "excludes"} & set(block):
        raise r.error(block.line, "choice_options needs `options` (exactly these), `includes` "
                      "or `excludes`")
    lists = {k: list(r.sequence(block[k], block.key_line(k), f"choice_options.{k}"))
             for k in ("options", "includes", "excludes") if k in block}
    mana = r.boolean(block.get("mana", False), block.key_line("mana"), "mana")

    def check(game: Game, resolve: Resolve) -> list[Mismatch]:
        d = game.pending()
        want = f"{player}: {kind}"
        if d is None or game.player(d.player).name != player or d.kind != kind:
            return [Mismatch("choice_options: the pending decision", want, _pending_text(game),
                             line)]
        opts = options_of(game, d, mana)
        shown = [str(o) for o in opts]
        found: list[Mismatch] = []
        if "options" in lists:
            missing, extra = match_options(game, opts, lists["options"], resolve, kind)
            if missing or extra:
                found.append(Mismatch(f"choice_options: {want} offers exactly",
                                      [show(w) for w in lists["options"]], shown, line))
        if "includes" in lists:
            missing, _ = match_options(game, opts, lists["includes"], resolve, kind)
            if missing:
                found.append(Mismatch(f"choice_options: {want} includes",
                                      [show(w) for w in lists["includes"]], shown, line))
        for w in lists.get("excludes", []):
            if any(option_matches(game, o, w, resolve, kind) for o in opts):
                found.append(Mismatch(f"choice_options: {want} doesn't offer {show(w)}",
                                      f"no {show(w)}", shown, line))
        return found
    return check, (player, kind)


def _pending_text(game: Game) -> str:
    d = game.pending()
    if d is None:
        return "nothing (the game is over)"
    who = game.player(d.player).name
    return f"{who} holds priority" if d.kind == "priority" else f"{who}: {d.kind}"


# ---- game state ---------------------------------------------------------------------------------


def _game_over_check(r: Reader, value: Any, line: int) -> Check:
    if isinstance(value, bool):
        return _value_check("game_over", line, value, lambda g: g.result is not None)
    block = r.mapping(value, line, "game_over")
    r.keys(block, ("winner", "draw"), "game_over")
    if "winner" in block:
        winner = r.player(block["winner"], block.key_line("winner"), "winner")
        return _value_check("game_over.winner", line, winner, _result_text)
    draw = r.boolean(block.get("draw"), block.key_line("draw"), "draw")
    return _value_check("game_over.draw", line, draw,
                        lambda g: g.result is not None and g.result.is_draw)


def _result_text(game: Game) -> str:
    result = game.result
    if result is None:
        return "(the game is still going)"
    return result.winner if result.winner is not None else "(a draw)"


def _turn_check(r: Reader, value: Any, line: int) -> Check:
    block = r.mapping(value, line, "turn")
    r.keys(block, ("number", "active", "step"), "turn")
    want: dict[str, Any] = {}
    if "number" in block:
        want["number"] = r.integer(block["number"], block.key_line("number"), "turn.number", 1)
    if "active" in block:
        want["active"] = r.player(block["active"], block.key_line("active"), "turn.active")
    if "step" in block:
        want["step"] = r.step_name(block["step"], block.key_line("step"), "turn.step")

    def actual(game: Game) -> dict[str, Any]:
        now = {"number": game.turn, "active": game.active_player.name, "step": game.step}
        return {k: now[k] for k in want}
    return _value_check("turn", line, want, actual)


def _log_check(r: Reader, value: Any, line: int, present: bool) -> Check:
    items = r.sequence(value, line, "log")
    wanted: list[tuple[str, str, str]] = []
    for i, item in enumerate(items):
        il = items.item_line(i)
        if isinstance(item, YMap):
            r.keys(item, ("rule", "text"), "a log entry")
            rule = r.rule_list(item["rule"], il, "rule")[0] if "rule" in item else ""
            text = r.text(item["text"], item.key_line("text"), "text") if "text" in item else ""
        elif isinstance(item, YList):
            raise r.error(il, "a log entry is a rule number or {rule, text}")
        else:
            rule, text = r.rule_list(item, il, "log")[0], ""
        label = " ".join(x for x in (rule, repr(text) if text else "") if x)
        wanted.append((label, rule, text))

    def check(game: Game, resolve: Resolve) -> list[Mismatch]:
        found = []
        for label, rule, text in wanted:
            hit = any((not rule or e.rule == rule) and text in e.text for e in game.log)
            if hit != present:
                what = "the log has an entry" if present else "the log has no entry"
                found.append(Mismatch(f"{what} {label}", "present" if present else "absent",
                                      "absent" if present else "present", line))
        return found
    return check
