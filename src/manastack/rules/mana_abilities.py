"""Mana abilities (605): what they could produce (106.7), activating them (605.3b), and mana
production as an event that replacement effects modify (106.12b) and that triggers triggered
mana abilities (106.12a, 605.4a)."""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from .. import ir
from ..game.decisions import Choice, Decision
from .characteristics import ability, chars, mana_abilities, mana_triggers
from .dispatch import registers
from .mana import MANA_TYPES, Mana, ManaCost
from .replacement import Event, all_outcomes, has_replacements

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import GameObject

ManaOptions = Callable[["Game", "GameObject", Any, frozenset[int]], tuple[str, ...]]

MANA_OPTIONS: dict[type, ManaOptions] = {}
"""For each effect node that adds mana: the mana each alternative would add if it resolved now
(``(game, holder, effect, visiting)``, ``visiting`` as in :func:`could_produce`)."""


@registers(MANA_OPTIONS, ir.AddMana)
def _add_mana(game: Game, holder: GameObject, effect: ir.AddMana, visiting: frozenset[int]
              ) -> tuple[str, ...]:
    """"Add {G}." / "Add {W} or {U}." (106.4)."""
    return effect.options


@registers(MANA_OPTIONS, ir.AddManaOfChosenColor)
def _add_chosen(game: Game, holder: GameObject, effect: ir.AddManaOfChosenColor,
                visiting: frozenset[int]) -> tuple[str, ...]:
    """"Add [{W} or] one mana of the chosen color." (the color chosen as the source entered,
    614.12; with none chosen, only the fixed alternatives: 106.5)."""
    from .choices import chosen

    color = chosen(game, holder.id, "color")
    extra = (color,) if color is not None and color not in effect.also else ()
    return effect.also + extra


@registers(MANA_OPTIONS, ir.AddManaCouldProduce)
def _could_produce(game: Game, holder: GameObject, effect: ir.AddManaCouldProduce,
                   visiting: frozenset[int]) -> tuple[str, ...]:
    """"Add one mana of any type (color) that a land you control (an opponent controls) could
    produce." (106.7). With no such type, the ability adds no mana (106.5)."""
    yours = not isinstance(effect.whose, ir.Opponent)
    types: set[str] = set()
    for oid in game.battlefield:
        land = game.objects[oid]
        mine = land.controller == holder.controller
        if mine == yours and "Land" in chars(game, land).types:  # type: ignore[arg-type]
            types |= could_produce(game, land, visiting)  # type: ignore[arg-type]
    if effect.colors_only:
        types.discard("C")
    return tuple(t for t in MANA_TYPES if t in types)

Flow = Generator[Decision, Any, None]


def mana_part(effect: Any) -> Any:
    """The part of a mana ability's effect that adds mana (the whole effect, or the one adding
    part of a sequence such as "Add {R} or {W}. This land deals 1 damage to you.")."""
    if isinstance(effect, ir.Seq):
        return next((e for e in effect.effects if type(e) in MANA_OPTIONS), None)
    return effect


def nominal(game: Game, obj: GameObject, ab: ir.Activated,
            visiting: frozenset[int] = frozenset()) -> tuple[str, ...]:
    """The alternatives the ability's effect would add if it resolved now, before replacement
    effects, e.g. ("G",), ("W", "U", "B", "R", "G") or () when no type can be defined (106.5)."""
    part = mana_part(ab.effect)
    options = MANA_OPTIONS.get(type(part))
    return options(game, obj, part, visiting) if options is not None else ()


_memo: dict[tuple[Any, ...], Any] | None = None
"""Answers of :func:`produced` and :func:`could_produce` while the game doesn't change (see
:func:`unchanging`); None outside."""


@contextmanager
def unchanging(game: Game) -> Iterator[None]:
    """Within this block the game doesn't change, so what each mana ability could produce is
    worked out once (every order of replacement effects, 106.12b, and the lands Reflecting Pool
    asks about, 106.7) and shared by all the sources found."""
    global _memo
    outer, _memo = _memo, {}
    try:
        yield
    finally:
        _memo = outer


def produced(game: Game, obj: GameObject, ab: ir.Activated, mana: str) -> set[Mana]:
    """What adding ``mana`` by this ability could become after the applicable replacement
    effects, in every possible order (106.7, 106.12b)."""
    if not has_replacements(game):
        return {Mana.of(mana)}
    key = ("produced", id(game), obj.id, id(ab), mana)
    if _memo is not None and key in _memo:
        return _memo[key]  # type: ignore[no-any-return]
    event = Event("add_mana", player=obj.controller, mana=Mana.of(mana), source=obj.id,
                  tapped=ab.cost.tap)
    found = {e.mana for e in all_outcomes(game, event)}
    if _memo is not None:
        _memo[key] = found
    return found


def ability_could_produce(game: Game, obj: GameObject, ab: ir.Activated,
                          visiting: frozenset[int] = frozenset()) -> set[str]:
    """The mana types one mana ability of ``obj`` could produce (106.7)."""
    if not has_replacements(game) and isinstance(ab.effect, ir.AddMana):
        return set("".join(ab.effect.options))
    types: set[str] = set()
    for mana in nominal(game, obj, ab, visiting):
        for result in produced(game, obj, ab, mana):
            types.update(result.types)
    return types


def could_produce(game: Game, obj: GameObject, visiting: frozenset[int] = frozenset()
                  ) -> frozenset[str]:
    """106.7: the types of mana a permanent could produce: any type an ability of it would
    produce if it resolved now, with replacement effects in any possible order, ignoring costs.
    A permanent already being asked about (two Reflecting Pools asking each other) contributes
    nothing, so that no type is defined by a loop. While the game doesn't change
    (:func:`unchanging`) every permanent's answer is found at once (:func:`_all_could_produce`)."""
    if _memo is not None:
        return _all_could_produce(game).get(obj.id, frozenset())
    if obj.id in visiting:
        return frozenset()
    inner = visiting | {obj.id}
    types: set[str] = set()
    for _, ab in mana_abilities(game, obj):
        types |= ability_could_produce(game, obj, ab, inner)  # type: ignore[arg-type]
    return frozenset(types)


def _all_could_produce(game: Game) -> dict[int, frozenset[str]]:
    """106.7 for every permanent at once, as the least fixpoint: each starts able to produce
    nothing and takes what its abilities would produce given the others' answers so far, until
    no answer grows. A loop (Reflecting Pools asking each other) defines no type by itself, as
    in :func:`could_produce`, and the work grows with the permanents, not with the paths
    between them."""
    assert _memo is not None
    key = ("could", id(game))
    values: dict[int, frozenset[str]] | None = _memo.get(key)
    if values is not None:
        return values  # settled, or being settled: a loop reads the answers so far
    values = _memo[key] = {}
    holders = [(obj, abilities) for oid in game.battlefield
               if (abilities := mana_abilities(game, (obj := game.objects[oid])))]
    for _ in range(6 * len(holders) + 1):  # each pass that changes something adds a type
        changed = False
        for obj, abilities in holders:
            types = frozenset(t for _, ab in abilities
                              for t in ability_could_produce(game, obj, ab))  # type: ignore[arg-type]
            if types != values.get(obj.id, frozenset()):
                values[obj.id] = types
                changed = True
        if not changed:
            break
    return values


def units_per_activation(game: Game, obj: GameObject, ab: ir.Activated) -> int:
    """How much mana of the type wanted one activation surely makes: the smallest amount any
    order of replacement effects leaves (106.12b; for mana mixing types, the least of any one
    type), plus one per triggered mana ability it would trigger (605.4a)."""
    if not has_replacements(game) and not game.mana_triggers:
        return _fixed_units(mana_part(ab.effect))
    options = nominal(game, obj, ab)
    if not options:
        return 0
    amount = min(m.least for m in produced(game, obj, ab, options[0]))
    if all(len(set(m)) == 1 for m in options):  # "Add three mana of any one color" (106.1)
        amount = max(amount, min(len(m) for m in options))
    if ab.cost.tap and game.mana_triggers:
        from .triggers import fits

        for oid in game.battlefield:
            holder = game.objects[oid]
            if not holder.card.mana_triggers:
                continue  # no card grants a triggered mana ability (CardDef refuses one)
            for trig in mana_triggers(game, holder):
                if fits(game, trig, holder, "tapped_for_mana", obj, obj.controller):  # type: ignore[arg-type]
                    amount += 1
    return max(amount, 1)


def _fixed_units(part: Any) -> int:
    """How much mana of one type an activation of an ability adding ``part`` makes when nothing
    modifies mana production: {C}{C} or "three mana of any one color" make that many of their
    type; an alternative mixing types counts the least of any one type (the amount surely of
    the type wanted; a payment plan may spend the rest as floating mana)."""
    options = getattr(part, "options", None) if isinstance(part, ir.AddMana) else None
    if not options:
        return 1
    if any(len(set(m)) != 1 for m in options):
        return max(1, min(Mana.of(m).least for m in options))
    return min(len(m) for m in options)


def mana_bundle(game: Game, obj: GameObject, ab: ir.Activated) -> Mana | None:
    """The mana one activation of a {T} mana ability surely makes when it offers no choice:
    "Add {W}{U}." (Azorius Chancery) makes WU (106.1, 106.4), after the replacement effects
    that apply when they leave one outcome (106.12b). None when it offers a choice, its amount
    is counted as it resolves, its mana depends on the order of replacement effects, or a
    triggered mana ability would add to it (605.4a)."""
    part = mana_part(ab.effect)
    if type(part) is not ir.AddMana or len(part.options) != 1 or game.mana_triggers \
            or type(part.amount) is not int:
        return None
    results = produced(game, obj, ab, part.options[0] * part.amount)
    return next(iter(results)) if len(results) == 1 else None


def source_for(game: Game, obj: GameObject, ab: ir.Activated, wanted: str) -> str | None:
    """The effect's choice that makes this ability produce mana of type ``wanted``: the one
    making the most of it ("three mana in any combination of colors" chosen as {G}{G}{G})."""
    best, most = None, 0
    for mana in nominal(game, obj, ab):
        count = max((result.amount(wanted) for result in produced(game, obj, ab, mana)),
                    default=0)
        if count > most:
            best, most = mana, count
    return best


def combinations(letters: tuple[str, ...], n: int) -> tuple[str, ...]:
    """Every mix of ``n`` mana of the types ``letters`` ("X mana in any combination of {W}
    and/or {U}", 106.1)."""
    from itertools import combinations_with_replacement

    return tuple("".join(c) for c in combinations_with_replacement(letters, n))


def mana_label(mana: str) -> str:
    """"GGG" -> "{G}{G}{G}" (how a choice of mana is shown, 106.1)."""
    return "".join("{" + t + "}" for t in mana)


def offers_choice(part: Any) -> bool:
    """Whether a mana-adding effect lets its controller choose (106.1): "Add {R} or {G}", "any
    color", "any color among ...", "any type that a land could produce" do, even when only one
    alternative is left; "Add {G}" and "one mana of the chosen color" alone don't."""
    if isinstance(part, ir.AddMana):
        return len(part.options) > 1 or part.combination
    if isinstance(part, ir.AddManaOfChosenColor):
        return bool(part.also)
    return True


def choose_mana(pid: int, options: tuple[str, ...], prompt: str, choice: bool = True
                ) -> Generator[Decision, Any, str]:
    """The player chooses which alternative an effect adding mana adds (106.1, 605.3b); a
    ``choice`` left with one alternative is still posed (docs/engine.md: single-answer
    decisions)."""
    if len(options) == 1 and not choice:
        return options[0]
    answer = yield Decision(pid, "mana_color", [Choice(m, mana_label(m)) for m in options],
                            prompt=prompt)
    return answer.value


def activate_mana_ability(game: Game, pid: int, oid: int, index: int, choice: str | None = None,
                          *, quiet: bool = True) -> Flow:
    """605.3b: pay the costs, then the ability resolves at once: the player chooses among the
    mana it could add (106.5: none if no type can be defined) and the mana is added."""
    from .costs import pay_costs, pay_taps
    from .events import add_mana
    from .payment import pay_mana

    obj = game.objects[oid]
    ab: ir.Activated = ability(game, obj, index)  # type: ignore[arg-type]
    player = game.player(pid)
    with unchanging(game):
        options = nominal(game, obj, ab)  # type: ignore[arg-type]
    yield from pay_taps(game, player, oid, ab)
    if ab.cost.mana:
        # The source may pay with its other mana abilities unless this one taps or untaps it.
        exclude = oid if ab.cost.tap or ab.cost.untap else None
        yield from pay_mana(game, pid, ManaCost.parse(ab.cost.mana), exclude=exclude)
    before = dict(obj.counters or {})
    yield from pay_costs(game, player, oid, ab, quiet=quiet)
    times = _times(game, pid, obj, ab, before)
    if getattr(mana_part(ab.effect), "combination", False):  # "X mana in any combination of"
        options = combinations(options, times)  # 106.1: of those types, in any mix
    elif times != 1:  # "Add {B} for each storage counter removed this way" (601.2h, 605.3b)
        options = tuple(m * times for m in options)
    if ab.per_turn or ab.restricted_once:  # 602.5b: counted by "Activate only once [each turn]"
        game.record("activate", f"{player.name} activates {obj.name}'s mana ability", "605.3a",
                    (None, oid, index))
    if times == 0:
        game.record("no_mana", f"{obj.name} produces no mana: no counter was removed", "605.3b")
        if isinstance(ab.effect, ir.Seq):
            yield from _the_rest(game, pid, obj, ab)
        return
    if not options:
        game.record("no_mana", f"{obj.name} produces no mana: no type of mana can be defined",
                    "106.5")
        return
    mana = choice if choice in options else options[0]
    if choice is None:
        mana = yield from choose_mana(pid, options, f"choose the mana {obj.name} adds",
                                      offers_choice(mana_part(ab.effect)))
    only = getattr(mana_part(ab.effect), "spend_only", None)  # 106.6
    yield from add_mana(game, pid, mana, oid, tapped=ab.cost.tap, only=only)
    if isinstance(ab.effect, ir.Seq):  # 605.3b: the rest of the ability resolves at once too
        yield from _the_rest(game, pid, obj, ab)


def _times(game: Game, pid: int, obj: GameObject, ab: ir.Activated, before: dict[str, int]
           ) -> int:
    """How many times the ability adds its mana: once, or the number its ``amount`` counts
    (the counters of each kind removed from ``obj`` to pay the cost, 601.2h)."""
    amount = getattr(mana_part(ab.effect), "amount", 1)
    if isinstance(amount, int):
        return amount
    from .context import Context
    from .quantity import amount as evaluate

    after = obj.counters or {}
    removed = {("removed", k): n - after.get(k, 0) for k, n in before.items()}
    ctx = Context(pid, obj.id, obj.card, text=ab.text, chosen=removed)  # type: ignore[arg-type]
    return evaluate(game, ctx, amount)


def _the_rest(game: Game, pid: int, obj: GameObject, ab: ir.Activated) -> Flow:
    """The parts of a mana ability's effect other than adding the mana ("This land deals 1
    damage to you.", "Draw a card."), in order, as the ability resolves (605.3b)."""
    from .context import Context
    from .effects import resolve

    part = mana_part(ab.effect)
    ctx = Context(pid, obj.id, obj.card, text=ab.text)
    for effect in ab.effect.effects:
        if effect is not part:
            yield from resolve(game, ctx, effect)
